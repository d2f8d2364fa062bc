export { assignReviewers } from "./assign.js";
export type {
  AssignmentInput,
  AssignmentPair,
  AssignmentPaper,
  AssignmentResult,
  AssignmentReviewer,
  LoadSummary,
  ShortPaper,
} from "./types.js";
export {
  assignWithPreferences,
  assignWithPreferencesAsync,
  preferenceOf,
  type Bid,
  type PreferenceInput,
  type PreferencePair,
  type PreferenceProgress,
  type PreferenceResult,
  type PreferenceWeights,
} from "./preferences.js";
