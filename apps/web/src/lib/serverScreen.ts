// A page load of some screens arrives with the screen already in #root, rendered by the server
// (server/renderScreen.tsx) and inert, so that nothing can be typed into it before the app runs.
// The app's first render adopts that HTML (React's hydration, main.tsx) instead of drawing the
// screen again: the same elements become live, and #root stops being inert once they are.
//
// Adopting needs the first render to produce exactly the server's HTML. What only the browser
// knows (the window's width: lib/viewport.ts; what this browser remembers: renderingServerScreen
// below) is taken as the server took it for that render, and the real value right after.
import type { HandedToTheApp } from "@symposia/domain";
import { keepRenderedSession, readSession } from "./auth/session";
import { serverRenderContext } from "./serverRender";

let adopting = false;

/** Whether #root holds a screen the server rendered, waiting to be adopted. */
export function holdsServerScreen(root: HTMLElement): boolean {
  return root.hasAttribute("inert") && root.firstChild !== null;
}

/**
 * Keeps the signed-in user as the server rendered the page for them (the page's
 * `#symposia-answers` block, apps/api/src/http/renderedPage.ts), when they are the stored
 * session's user: the stored name, role and address confirmation are what the server's screen
 * shows (the banner asking to confirm the address, say), so the adopting render draws the same.
 * A page rendered for someone else (an older session cookie) changes nothing.
 */
export function keepSessionOfServerScreen(): void {
  const stored = readSession();
  const block = document.getElementById("symposia-answers");
  if (!stored || !block?.textContent) return;
  let handed: Partial<HandedToTheApp>;
  try {
    handed = JSON.parse(block.textContent) as Partial<HandedToTheApp>;
  } catch {
    return; // a block that cannot be read: the stored session stands
  }
  if (handed.for === stored.id && handed.session) keepRenderedSession(handed.session);
}

/** Called before the render that adopts the server's screen. */
export function startAdopting(): void {
  adopting = true;
}

/** Called once the adopting render has committed: the screen is live. */
export function finishAdopting(root: HTMLElement): void {
  adopting = false;
  root.removeAttribute("inert");
}

/**
 * True while a screen is rendered as the server renders it: on the server, and in the browser's
 * render that adopts the server's HTML. A component that reads what this browser remembers
 * (localStorage) uses the server's default then, and the remembered value right after mounting.
 */
export function renderingServerScreen(): boolean {
  return adopting || serverRenderContext() !== undefined;
}
