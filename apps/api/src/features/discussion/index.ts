// The discussion feature's public surface: one paper as a discussion participant sees it (the
// meta-review, the authors' response and subreviews start from it), how participants are named, and
// the reads those features share with it (settings, assignments, chairs, subreviews, people).
export { type DiscussionContext, loadDiscussionPaper } from "./context.js";
export { nameFor } from "./names.js";
export { assignmentsOf, chairsOfPaper, discussionSettings, subreviewsOfPaper, usersByIds } from "./repository.js";
export { DISAGREEMENT_THRESHOLD, discussionSummary } from "./service.js";
