import { CONFERENCE_STATUS, type ConferencePermission } from "../options/status.js";

/**
 * Who may do what on a conference (part 1 section 6), as pure predicates over what the conference
 * list item tells about the caller. The API's policy module and the web app's card both read these,
 * so the button a user sees and the call the server accepts can never disagree.
 */
export interface ConferenceRoleFacts {
  isAdmin: boolean;
  permissions: readonly ConferencePermission[] | readonly string[];
  isOcMember: boolean;
}

const has = (f: ConferenceRoleFacts, p: ConferencePermission) => (f.permissions as readonly string[]).includes(p);

export const isSuperchair = (f: ConferenceRoleFacts) => has(f, "SUPERCHAIR");
export const isTrackChair = (f: ConferenceRoleFacts) => has(f, "TRACKCHAIR");
export const isReviewer = (f: ConferenceRoleFacts) => has(f, "REVIEWER");

/** Manage CFP and Configuration. */
export const canConfigureConference = (f: ConferenceRoleFacts) => f.isAdmin || isSuperchair(f);
/** Config Tracks (and the organising committee that belongs to the CFP screen's left column). */
export const canManageTracks = (f: ConferenceRoleFacts) => f.isAdmin || isSuperchair(f) || f.isOcMember;
/** TPC Members screen. */
export const canViewTpc = (f: ConferenceRoleFacts) => f.isAdmin || isSuperchair(f) || isTrackChair(f) || f.isOcMember;
/** All Papers and Reports: every paper of the conference. */
export const canViewAllPapers = (f: ConferenceRoleFacts) => f.isAdmin || isSuperchair(f) || f.isOcMember;
/** Review Paper screen. */
export const canReviewPapers = (f: ConferenceRoleFacts) =>
  f.isAdmin || isSuperchair(f) || isReviewer(f) || f.isOcMember;
/** Auto Assign and Send Mail to the TPC. */
export const canRunTpcAdminActions = (f: ConferenceRoleFacts) => f.isAdmin || isSuperchair(f);
/**
 * Auto Assign on a track now: those who run the TPC's admin actions, while the conference is
 * Approved (its programme committee changes only then); the ADMIN in any state.
 */
export const canAutoAssignNow = (f: ConferenceRoleFacts, conferenceStatus: number) =>
  canRunTpcAdminActions(f) && (f.isAdmin || conferenceStatus === CONFERENCE_STATUS.APPROVED);
/**
 * Manage TPC Members and TPC Invitation on one track now: SUPERCHAIR, ADMIN, OC members and the
 * chairs of this very track, while the conference is Approved (its programme committee changes
 * only then); the ADMIN in any state. The API's whyNotManageTpc is the same rule.
 */
export const canManageTrackTpcNow = (f: ConferenceRoleFacts, chairsTrack: boolean, conferenceStatus: number) =>
  (f.isAdmin || isSuperchair(f) || f.isOcMember || chairsTrack) &&
  (f.isAdmin || conferenceStatus === CONFERENCE_STATUS.APPROVED);
/**
 * Invite, add and move members over the whole programme committee now: SUPERCHAIR, ADMIN and OC
 * members (who manage every track's TPC), while the conference is Approved; the ADMIN in any
 * state. The API's whyNotManageConferencePc is the same rule.
 */
export const canManageConferencePcNow = (f: ConferenceRoleFacts, conferenceStatus: number) =>
  (f.isAdmin || isSuperchair(f) || f.isOcMember) && (f.isAdmin || conferenceStatus === CONFERENCE_STATUS.APPROVED);

export interface ConferenceCardActions {
  manageCfp: boolean;
  configuration: boolean;
  configTracks: boolean;
  tpcMembers: boolean;
  myPapers: boolean;
  allPapers: boolean;
  reports: boolean;
  reviewPaper: boolean;
}

/** The card's action buttons; none at all unless the conference is Approved. */
export function conferenceCardActions(f: ConferenceRoleFacts, conferenceStatus: number): ConferenceCardActions {
  const approved = conferenceStatus === CONFERENCE_STATUS.APPROVED;
  return {
    manageCfp: approved && canConfigureConference(f),
    configuration: approved && canConfigureConference(f),
    configTracks: approved && canManageTracks(f),
    tpcMembers: approved && canViewTpc(f),
    myPapers: approved,
    allPapers: approved && canViewAllPapers(f),
    reports: approved && canViewAllPapers(f),
    reviewPaper: approved && canReviewPapers(f),
  };
}
