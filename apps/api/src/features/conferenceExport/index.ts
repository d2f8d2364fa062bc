// Exporting a conference's papers (HotCRP JSON, CSV).
export { conferenceExportRoutes } from "./routes.js";
