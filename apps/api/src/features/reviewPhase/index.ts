// The review phase's surface for other features: the reviewers who declined a paper (auto-assign
// does not offer it to them again).
export { declinedPairs } from "./repository.js";
