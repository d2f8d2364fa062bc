import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { cleanNotifications } from "@mantine/notifications";
import { afterEach, beforeEach, vi } from "vitest";
import { markFirstPaintedForTests } from "../lib/afterFirstPaint";

// The CI machine is shared and busy: findBy*/waitFor may need more than the default 1 s for a
// debounce + request + render.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks a few browser APIs that Mantine uses.
const { getComputedStyle } = window;
window.getComputedStyle = (elt) => getComputedStyle(elt);
window.HTMLElement.prototype.scrollIntoView = () => {};

/** Tests may set this to simulate a narrow viewport for `(max-width: …)` queries. */
(globalThis as { __viewportWidth?: number }).__viewportWidth = 1280;

function matches(query: string): boolean {
  const width = (globalThis as { __viewportWidth?: number }).__viewportWidth ?? 1280;
  const max = /max-width:\s*([\d.]+)(px|em)/.exec(query);
  const min = /min-width:\s*([\d.]+)(px|em)/.exec(query);
  const px = (m: RegExpExecArray) => Number(m[1]) * (m[2] === "em" ? 16 : 1);
  if (max) return width <= px(max);
  if (min) return width >= px(min);
  return false;
}

Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Mantine's auto-sizing Textarea waits on document.fonts, which jsdom does not implement.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {}, check: () => true },
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(window as unknown as { ResizeObserver: typeof ResizeObserverStub }).ResizeObserver = ResizeObserverStub;

// Component tests render screens outside the router's lazy pages, which would say when the first
// screen has painted: everything that waits for it (lib/afterFirstPaint.ts) comes at once.
beforeEach(() => markFirstPaintedForTests());

afterEach(() => {
  cleanup();
  // the notifications' store outlives a render: a test's alerts must not reach the next one's screen
  cleanNotifications();
  // the document outlives a test too: the next one starts at the root, as a fresh page would
  window.history.replaceState(null, "", "/");
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  (globalThis as { __viewportWidth?: number }).__viewportWidth = 1280;
});
