export { assignReviewers } from "./assign.js";
export type {
  AssignmentInput,
  AssignmentPair,
  AssignmentPaper,
  AssignmentResult,
  AssignmentReviewer,
  Groups,
  LoadSummary,
  ShortPaper,
} from "./types.js";
export {
  assignWithPreferences,
  assignWithPreferencesAsync,
  preferenceOf,
  type Balance,
  type Bid,
  type Objective,
  type PreferenceInput,
  type PreferencePair,
  type PreferenceProgress,
  type PreferenceResult,
  type PreferenceWeights,
} from "./preferences.js";
