import { CONFERENCE_STATUS, canConfigureConference, canManageTracks, canViewTpc } from "@symposia/domain";
import type { ConferenceAccess } from "./conferenceAccess.js";

// Who may read and change a conference's tracks, chairs, organising committee and CFP.

/**
 * Setup (tracks, chairs, committee, CFP) changes only while the conference is Approved: the card
 * offers these screens only then (part 1 §6), and a Pending, Rejected or Blocked conference must
 * not be reshaped behind the admin's back. The site ADMIN may always act.
 */
export function isSetupOpen(access: ConferenceAccess, conferenceStatus: number): boolean {
  return access.isAdmin || conferenceStatus === CONFERENCE_STATUS.APPROVED;
}

/** Config Tracks: create, edit and delete tracks; assign and remove chairs. */
export const canEditTracks = (access: ConferenceAccess) => canManageTracks(access);

/**
 * Manage CFP: the organising committee and the CFP text and file (SUPERCHAIR or ADMIN). OC
 * members are deliberately not included: adding someone to the committee grants them OC standing,
 * so an OC member could otherwise widen the circle of organisers on their own.
 */
export const canManageCfp = (access: ConferenceAccess) => canConfigureConference(access);

/** TPC membership (names, emails, invitation status) is shown to those who run the TPC only. */
export const canSeeTrackReviewers = (access: ConferenceAccess) => canViewTpc(access);

export type TrackReadLevel = "none" | "basic" | "full";

/**
 * How much of the track list the caller may read. Anyone involved with the conference (organisers,
 * chairs, TPC members and invitees, authors) reads it; on an Approved conference every signed-in
 * user does too, since anyone may submit a paper to one and picks a track to do so. Everyone else
 * is told the conference does not exist (404). `involved`: a TPC invitation that gives standing
 * (pending or accepted: a declined one counts nowhere, the same rule as the conference's own
 * visibility) or authorship (isPaperAuthor) of one of its papers; asked only when the standing
 * alone does not answer (trackReadLevelByStanding is null).
 */
export function trackReadLevelByStanding(access: ConferenceAccess, conferenceStatus: number): TrackReadLevel | null {
  if (canSeeTrackReviewers(access)) return "full";
  if (access.permissions.length > 0 || conferenceStatus === CONFERENCE_STATUS.APPROVED) return "basic";
  return null;
}

export function trackReadLevel(access: ConferenceAccess, conferenceStatus: number, involved: boolean): TrackReadLevel {
  return trackReadLevelByStanding(access, conferenceStatus) ?? (involved ? "basic" : "none");
}
