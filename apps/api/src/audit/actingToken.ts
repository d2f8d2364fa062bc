import { AsyncLocalStorage } from "node:async_hooks";

// The personal API token a request was made with, so every audit entry the request writes names
// it without each service passing it down (services know the actor, not how the actor signed in).
const acting = new AsyncLocalStorage<number | null>();

/**
 * Runs `fn` as a request made with the token `tokenId` (null: a browser session). A browser
 * session's request runs outside any context, where the token reads null as well: entering one
 * switches on Node's promise hooks for the whole process, which cost every later promise (a few
 * percent of a read, measured), so a process that serves browsers only never pays for them.
 */
export function withActingToken<T>(tokenId: number | null, fn: () => Promise<T>): Promise<T> {
  return tokenId === null ? fn() : acting.run(tokenId, fn);
}

/** The token the current request acts with, or null. */
export function actingTokenId(): number | null {
  return acting.getStore() ?? null;
}
