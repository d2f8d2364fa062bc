// The tags feature's surface for other features: the tags each viewer may see on a page of papers
// (and their rows, read with the page),
// and a tag set inside another feature's transaction (an import).
export { applyPaperTags, setTagIn, visibleTags } from "./service.js";
export { viewersOf, type ViewedPaper } from "./viewers.js";
export { tagRowsOfPage } from "./repository.js";
