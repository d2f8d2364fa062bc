// A first screen rendered on the server (server/renderScreen.tsx) reads its caller, its API answers
// and its stored HTML through this instead of the browser's storage, network and DOM: the same
// components and query hooks run there, answered as the caller. In the browser there is no
// context and every call below falls through to the browser's own way.
import type { ScreenRenderContext } from "@symposia/domain";

let current: () => ScreenRenderContext | undefined = () => undefined;

/** The server render's context while a screen is rendered on the server; undefined in the browser. */
export function serverRenderContext(): ScreenRenderContext | undefined {
  return current();
}

/** Set once by the server's entry (per request through AsyncLocalStorage, so concurrent renders never mix). */
export function provideServerRenderContext(source: () => ScreenRenderContext | undefined): void {
  current = source;
}
