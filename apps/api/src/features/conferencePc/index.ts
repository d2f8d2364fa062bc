// The conference programme committee feature's public surface.
export { conferencePcRoutes } from "./routes.js";
