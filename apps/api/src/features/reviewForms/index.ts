// The reviewForms feature's public surface for other features.
export { allReviewFormVersions, conferenceDecisions, currentReviewForm } from "./repository.js";
