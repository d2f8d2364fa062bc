// The access layer: loads the facts the policy judges (through the one access repository) and
// offers the guards every feature starts with. Features import it here; it imports no feature.
export {
  requireConference,
  loadConferenceAccess,
  loadConferenceAccessOf,
  loadPaperConferenceAccess,
  hasTpcInvitation,
  requireVisibleConference,
  requireOpenConference,
  requireConferenceChair,
  loadTrackReadLevel,
  assignmentsReleasedFor,
} from "./conference.js";
export { type CallerPerson, type PaperContext, viewerOf, loadPaperAs, rightsOf, loadReviewRights } from "./paper.js";
export { type PaperContextReader, selectPaperWithContext } from "./paperContextRepository.js";
export { type ListedRights, loadPaperRightsBulk } from "./paperRights.js";
export { conflictedPaperIds } from "./conflictedPapersRepository.js";
export { reviewWindowFor, assertReviewWindow } from "./reviewWindow.js";
export { requireTrackAbility } from "./track.js";
export { TPC_CLOSED } from "../policy/index.js";
export {
  authoredBy,
  authorUserIds,
  listedAccounts,
  findAssignment,
  type AssignmentRow,
  findPaper,
  type PaperRow,
  findPaperConference,
  type PaperConferenceRow,
  type TrackWithConference,
  conflictIndexFor,
  conflictIndexAmong,
  loadConflictFacts,
  findPerson,
  findPeople,
  type PhaseConference,
  type KnownAuthorRow,
  paperAuthorRows,
  type PaperAuthorRow,
} from "./repository.js";
