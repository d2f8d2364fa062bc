// Personal API tokens: the routes, and revocation for the features that end an account's access.
export { apiTokenRoutes } from "./routes.js";
export { revokeAllTokens } from "./repository.js";
