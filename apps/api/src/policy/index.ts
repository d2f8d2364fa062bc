// The one policy module: every "may this user do this to that?" question is answered here (or in
// the pure predicates of @symposia/domain it re-exports), never inline in a route or a service.
export {
  canConfigureConference,
  canManageTracks,
  canViewTpc,
  canViewAllPapers,
  canReviewPapers,
  canRunTpcAdminActions,
  conferenceCardActions,
} from "@symposia/domain";
export { loadConferenceAccess, type ConferenceAccess } from "./conferenceAccess.js";
export { requireConference, assertAllowed } from "./guards.js";
export {
  isAssignedReviewer,
  paperTakesReview,
  mayReview,
  canReview,
  canDecidePaper,
  mayDecide,
  paperTakesDecision,
  canSetDecision,
  canNotifyAuthors,
  canViewReports,
  type ReviewPaperFacts,
} from "./reviews.js";
export { canEditTracks, canManageCfp, canSeeTrackReviewers, isSetupOpen, trackReadLevel, type TrackReadLevel } from "./tracks.js";
export { canViewConference, canUpdateConference, hasTpcInvitation, requireVisibleConference } from "./conferences.js";
export {
  isPaperAuthor,
  chairsTrack,
  managesPaper,
  canViewPaper,
  canBlock,
  canMailAuthors,
  canEditPaper,
  canWithdraw,
  authorChangeRefusal,
  withdrawRefusal,
  blockRefusal,
  paperActionsFor,
  paperActionContext,
  paperActionsIn,
  reviewerDataFor,
  type PaperFacts,
  type PaperConferenceFacts,
  type PaperViewer,
  type PaperActions,
  type PaperActionContext,
  type ReviewerEntry,
  type VisibleReviewerEntry,
} from "./papers.js";
export {
  canManageTpc,
  canAutoAssign,
  canMailTpc,
  isTpcOpen,
  institutionalDomain,
  conflictOfInterest,
  conflictsByPaper,
  type PaperAuthorIdentity,
  type ReviewerIdentity,
  type PaperAuthorsForConflicts,
} from "./tpc.js";
export { canViewPaperHistory } from "./audit.js";
