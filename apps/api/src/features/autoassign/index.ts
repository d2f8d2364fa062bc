// The auto-assign feature's surface for other features: a track's preference-aware run (the TPC
// feature's Auto Assign calls it). Releasing a conference's assignments to their reviewers is its
// reaction to the conference.assignments_released event (reactions.ts).
export { autoAssignWithPreferences } from "./service.js";
