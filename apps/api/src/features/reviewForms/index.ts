// The review-forms feature's surface for other features: the conference's decision list and its review forms.
export { allReviewFormVersions, conferenceDecisions, currentReviewForm } from "./repository.js";
