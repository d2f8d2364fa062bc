import { AsyncLocalStorage } from "node:async_hooks";

// The personal API token a request was made with, so every audit entry the request writes names
// it without each service passing it down (services know the actor, not how the actor signed in).
const acting = new AsyncLocalStorage<number | null>();

/** Runs `fn` as a request made with the token `tokenId` (null: a browser session). */
export function withActingToken<T>(tokenId: number | null, fn: () => Promise<T>): Promise<T> {
  return acting.run(tokenId, fn);
}

/** The token the current request acts with, or null. */
export function actingTokenId(): number | null {
  return acting.getStore() ?? null;
}
