import type { AuthUser } from "./auth.js";
import { forbidden } from "./errors.js";

/** Routes that change the account itself: no personal API token reaches them, whatever its scopes. */
const ACCOUNT_ROUTES = new Set<string>();

export function markAccountRoute(method: string, url: string): void {
  ACCOUNT_ROUTES.add(`${method} ${url}`);
}

/** "METHOD /api/url" of every account call (for the tests that walk the route table) */
export function accountRoutes(): ReadonlySet<string> {
  return ACCOUNT_ROUTES;
}

/**
 * What a personal API token may reach: never an account call (password, sessions, tokens
 * themselves), and with only the `read` scope no call but a GET. A browser session passes.
 */
export function assertTokenMayCall(user: AuthUser | null, method: string, accountCall: boolean): void {
  const token = user?.apiToken;
  if (!token) return;
  if (accountCall) throw forbidden("A personal API token cannot be used for account calls; sign in instead.");
  if (method !== "GET" && !token.scopes.includes("write")) {
    throw forbidden("This API token has the read scope only; this call needs the write scope.");
  }
}
