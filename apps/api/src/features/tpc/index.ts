// The TPC feature's public surface for other features: the conference-level programme committee calls.
export {
  addMemberToTracks,
  changeMemberTracks,
  conferenceInvitationSummary,
  inviteToTracks,
  remindConferencePc,
} from "./conferencePcService.js";
