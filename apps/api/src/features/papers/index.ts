// The papers feature's public surface for other features.
export { listPapers } from "./readService.js";
