// The reviews feature's surface for other features: the final decision as the single call records
// it, the report's CSV (over a filter or a chosen set of papers), and a conference's reviews as a caller may read them.
export { setFinalDecision } from "./service.js";
export { reportCsv } from "./reports.js";
export { conferenceReviewsAsSeenBy } from "./reportReviews.js";
