// The review phase's surface for other features: the review window a review is saved within, the
// deadline texts mails quote, and the reviewers who declined a paper (auto-assign does not offer it
// to them again).
export { withReviewPhase } from "./service.js";
export { deadlineOut, deadlineText } from "./phaseText.js";
export { declinedPairs } from "./repository.js";
