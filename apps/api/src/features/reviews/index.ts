// The reviews feature's surface for other features: saving a review (a subreviewer's approved
// subreview becomes one), the final decision as the single call records it, the report's CSV (over
// a filter or a chosen set of papers), a conference's reviews as a caller may read them, and the
// mails to a paper's authors with their addresses.
export { saveReviewIn, setFinalDecision } from "./service.js";
export { reportCsv } from "./reports.js";
export { conferenceReviewsAsSeenBy } from "./reportReviews.js";
export { paperAuthors } from "./repository.js";
export { mailsToAuthors } from "./notifications.js";
