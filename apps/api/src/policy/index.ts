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
export { type ConferenceAccess, type AccessFact, conferenceAccessFrom } from "./conferenceAccess.js";
export { assertAllowed } from "./guards.js";
export { type Refusal, refusal, hidden, refusalError, assertNoRefusal } from "./refusal.js";
export {
  type PaperRights,
  type ReviewRights,
  type RightsPaper,
  type RightsAssignment,
  releasedViewer,
  canReview,
  whyNotReview,
  canSetDecision,
  whyNotSetDecision,
  whyNotDecide,
  whyNotDeclineReview,
  canDeclineReview,
  ALREADY_REVIEWED,
  reviewClosedReason,
  NOT_ASSIGNED,
  AUTHOR_CONFLICT,
  CONFLICTED,
  NOT_DECIDER,
} from "./rights.js";
export {
  isAssignedReviewer,
  paperTakesReview,
  mayReview,
  canDecidePaper,
  mayDecide,
  paperTakesDecision,
  canViewReports,
  type ReviewPaperFacts,
} from "./reviews.js";
export {
  canEditTracks,
  canManageCfp,
  canSeeTrackReviewers,
  isSetupOpen,
  trackReadLevel,
  trackReadLevelByStanding,
  type TrackReadLevel,
} from "./tracks.js";
export {
  type ConfigurationAct,
  canViewConference,
  canUpdateConference,
  whyNotUpdateConference,
  whyNotChangeConference,
} from "./conferences.js";
export {
  isPaperAuthor,
  type AuthorshipFact,
  chairsTrack,
  managesPaper,
  runsSomePapers,
  actsAsChair,
  canViewPaper,
  mayKnowAuthors,
  canBlock,
  canMailAuthors,
  authorChangeRefusal,
  withdrawRefusal,
  blockRefusal,
  paperActionContext,
  paperActions,
  reviewerDataFor,
  type ReviewerDataOptions,
  reviewsForAuthors,
  type ReviewVisibilityFacts,
  type PaperFacts,
  type PaperConferenceFacts,
  type PaperViewer,
  type PaperActionFlags,
  type PaperActionContext,
  type ReviewerEntry,
} from "./papers.js";
export {
  canManageTpc,
  canManageConferencePc,
  canAutoAssign,
  canMailTpc,
  isTpcOpen,
  institutionalDomain,
  whyNotAutoAssign,
  whyNotManageTpc,
  whyNotManageConferencePc,
  AUTO_ASSIGN_REFUSAL,
  CONFERENCE_AUTO_ASSIGN_REFUSAL,
  TPC_CLOSED,
} from "./tpc.js";
export {
  ConflictIndex,
  conflictedPairs,
  isDeclaredSource,
  normalizeAffiliation,
  type ConflictFacts,
  type ConflictPerson,
  type ConflictReason,
  type StoredConflict,
} from "./conflicts.js";
export { canViewPaperHistory } from "./audit.js";
export {
  discussionRole,
  mayReadComment,
  mayPostVisibility,
  whyNotJoinDiscussion,
  whyNotComment,
  canComment,
  whyNotPinDiscussion,
  canPinDiscussion,
  whyNotChangeComment,
  canChangeComment,
  reviewerLabel,
  discussionNamesVisible,
  whyNotChooseLead,
  canChooseLead,
  whyNotWriteMetaReview,
  canWriteMetaReview,
  type MetaReviewRights,
  mayReadMetaReview,
  whyNotRespond,
  canRespond,
  mayReadResponse,
  type DiscussionRole,
  type DiscussionSettings,
  type DiscussionStanding,
} from "./discussion.js";
export {
  whyNotAskSubreviewer,
  whyNotWriteSubreview,
  canWriteSubreview,
  whyNotDecideSubreview,
  canDecideSubreview,
  type SubreviewCaller,
  subreviewerMayKnowAuthors,
} from "./subreviews.js";
export {
  authorsSeeReviews,
  paperTakesResponse,
  responseWindow,
  reviewsReleasedToAuthors,
  type ResponseWindowFacts,
} from "./authorReviews.js";
export { canSearchUsers, leavesNoActiveAdmin } from "./users.js";
export {
  canEditDecisions,
  canEditReviewForm,
  canReadDecisions,
  canReadReviewForm,
  whyNotEditDecisions,
  whyNotEditReviewForm,
} from "./reviewForms.js";
export { answersFor, fieldsFor, formFieldsOf, storedAnswers, type StoredAnswers } from "./reviewAnswers.js";
export {
  assignmentsReleased,
  biddingDeadline,
  biddingRefusal,
  bidDetailsVisible,
  mayBidOn,
  whyNotBid,
  whyNotBidOnPaper,
  mayReadFileForBidding,
  paperTakesBids,
  type BiddingFacts,
} from "./bidding.js";
export { mayReceiveRole, type AddressProofFacts } from "./emailProof.js";
