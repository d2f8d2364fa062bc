// The TPC feature's surface for other features: reviewer assignments as the single calls make them
// (the bulk actions judge each paper through these).
export { assignReviewer, mailReviewers, removeReviewerOf } from "./assignmentService.js";
