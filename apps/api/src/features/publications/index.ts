// The publication lists: what other features may read of them.
export { publicationRoutes } from "./routes.js";
export { publicationsOf } from "./repository.js";
