// Importing a conference's records from HotCRP and EasyChair files.
export { conferenceImportRoutes } from "./routes.js";
