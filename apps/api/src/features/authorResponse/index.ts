// The author-response feature's public surface for other features.
export { respondedPapers } from "./repository.js";
