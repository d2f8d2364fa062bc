// The review-forms feature's surface for other features: the conference's decision list.
export { conferenceDecisions } from "./repository.js";
