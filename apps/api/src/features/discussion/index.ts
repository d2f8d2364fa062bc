// The discussion feature's public surface: one paper as a discussion participant sees it (the
// meta-review, the authors' response and subreviews start from it) and how participants are named.
export { type DiscussionContext, loadDiscussionPaper } from "./context.js";
export { nameFor } from "./names.js";
export { DISAGREEMENT_THRESHOLD, discussionSummary } from "./service.js";
