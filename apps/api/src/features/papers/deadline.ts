// The submission deadline lives in the policy module (policy/deadline.ts), which imports no
// feature; this name stays for the callers outside the papers feature.
export { type DeadlineFacts, isBeforeSubmissionDeadline, submissionDeadline } from "../../policy/deadline.js";
