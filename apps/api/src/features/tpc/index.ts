// The TPC feature's surface for other features: reviewer assignments as the single calls make them
// (the bulk actions judge each paper through these) and the conference-level programme committee calls.
export { assignReviewer, mailReviewers, removeReviewerOf } from "./assignmentService.js";
export {
  addMemberToTracks,
  changeMemberTracks,
  conferenceInvitationSummary,
  inviteToTracks,
  remindConferencePc,
} from "./conferencePcService.js";
