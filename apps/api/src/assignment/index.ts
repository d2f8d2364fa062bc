export { assignReviewers } from "./assign.js";
export type { AssignmentInput, AssignmentPair, AssignmentPaper, AssignmentResult, AssignmentReviewer, LoadSummary, ShortPaper } from "./types.js";
