// Personal API tokens: the routes. Other features end an account's tokens through the events
// account.closed and account.password_changed (reactions.ts), not by calling in.
export { apiTokenRoutes } from "./routes.js";
