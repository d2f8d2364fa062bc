// The auto-assign feature's surface for other features: releasing a conference's assignments to
// their reviewers, and a track's preference-aware run (the TPC feature's Auto Assign calls it).
export { releaseAssignments } from "./release.js";
export { autoAssignWithPreferences } from "./service.js";
