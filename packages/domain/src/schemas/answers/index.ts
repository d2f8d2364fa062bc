// Answer schemas: what a route answers in the envelope's `result`, declared on the route
// (`answer` of defineRoute). A package entry of its own (@symposia/domain/answer-schemas), so the
// web app's screens never evaluate them.
export * from "./autoAssign.js";
export * from "./conferences.js";
export * from "./conferencePc.js";
export * from "./tracks.js";
export * from "./common.js";
export * from "./reviewPhase.js";
export * from "./reviews.js";
export * from "./papers.js";
export * from "./cfp.js";
export * from "./conflicts.js";
export * from "./reviewForms.js";
export * from "./submissionForm.js";
export * from "./topics.js";
export * from "./users.js";
export * from "./platform.js";
export * from "./bidding.js";
export * from "./discussion.js";
export * from "./cameraReady.js";
export * from "./tags.js";
export * from "./search.js";
export * from "./tpc.js";
export * from "./conferenceImport.js";
