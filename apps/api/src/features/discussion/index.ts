// The discussion feature's public surface for other features.
export { discussionSummary } from "./service.js";
