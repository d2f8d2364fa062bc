// The tags feature's surface for other features: the tags each viewer may see on a page of papers.
export { applyPaperTags, visibleTags } from "./service.js";
export { viewersOf, type ViewedPaper } from "./viewers.js";
