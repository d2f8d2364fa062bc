export { assignReviewers } from "./assign.js";
export type { AssignmentInput, AssignmentPair, AssignmentPaper, AssignmentResult, AssignmentReviewer, LoadSummary, ShortPaper } from "./types.js";
export { assignWithPreferences, preferenceOf, DENSE_LIMIT, type Bid, type PreferenceInput, type PreferencePair, type PreferenceResult, type PreferenceWeights } from "./preferences.js";
