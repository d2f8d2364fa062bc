// The TPC feature's surface for other features: reviewer assignments as the single calls make them
// (the bulk actions judge each paper through these; a conflict declared later drops an unreviewed
// one by the conflict.declared event, reactions.ts)
// the conference-level programme committee calls, and finding or creating the account of a person
// named by email (a subreviewer is asked the same way).
export { assignReviewer, mailReviewers, removeReviewerOf } from "./assignmentService.js";
export {
  addMemberToTracks,
  changeMemberTracks,
  conferenceInvitationSummary,
  inviteToTracks,
  remindConferencePc,
} from "./conferencePcService.js";
export { findOrCreatePerson, setPasswordLinkFor } from "./people.js";
