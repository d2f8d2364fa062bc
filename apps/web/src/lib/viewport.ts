// The window's width for the screens whose layout depends on it (the phone's frame or the
// desktop's, the pager's compact form), read while rendering so that a first screen is drawn once,
// in its final layout. A first screen the server rendered (server/renderScreen.tsx) was laid out
// for the width the app last reported in the `symposia_viewport` cookie (or, on a first visit, a
// guess from the user agent); the server writes that width on #root, and the browser's first
// render, which adopts the server's HTML (main.tsx), uses the same, then the real one if it
// differs. Everywhere else it is the window's own.
import { useCallback, useSyncExternalStore } from "react";
import { writeCookie } from "./cookies";
import { serverRenderContext } from "./serverRender";

const VIEWPORT_COOKIE = "symposia_viewport";
const A_YEAR_S = 60 * 60 * 24 * 365;
/** The attribute on #root holding the width the server laid its screen out for. */
export const RENDERED_WIDTH_ATTRIBUTE = "data-viewport-width";

const PX_PER_EM = 16;

/**
 * Whether a media query of min-width and max-width conditions (px or em, joined by "and") holds
 * at `width`; any other condition counts as holding.
 */
export function widthMatches(query: string, width: number): boolean {
  const conditions = query.matchAll(/\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)/g);
  for (const [, bound, value, unit] of conditions) {
    const px = Number(value) * (unit === "px" ? 1 : PX_PER_EM);
    if (bound === "min" ? width < px : width > px) return false;
  }
  return true;
}

/** The width the server's screen in #root was laid out for, or null when #root holds none. */
function renderedWidth(): number | null {
  const value = document.getElementById("root")?.getAttribute(RENDERED_WIDTH_ATTRIBUTE);
  const width = value ? Number(value) : NaN;
  return Number.isFinite(width) ? width : null;
}

/** Whether `query` (see widthMatches) holds; re-renders when it changes. */
export function useViewportMatches(query: string): boolean {
  // one subscription per query, not one per render
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    // the server's render, and the browser's render that adopts it
    () => {
      const width = serverRenderContext()?.viewportWidth ?? renderedWidth();
      return width === null ? window.matchMedia(query).matches : widthMatches(query, width);
    },
  );
}

/** Tells the server the window's width for the next page load's first screen. */
export function reportViewportWidth(): void {
  writeCookie(VIEWPORT_COOKIE, String(Math.round(window.innerWidth)), A_YEAR_S);
}
