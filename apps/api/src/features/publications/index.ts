// The publication lists: what other features may read of them.
export { publicationRoutes } from "./routes.js";
export { countsOf as publicationCountsOf, publicationsOf } from "./repository.js";
