import { CONFERENCE_STATUS, CONFERENCE_STATUS_LABELS, canConfigureConference } from "@symposia/domain";
import type { ConferenceAccess } from "./conferenceAccess.js";
import { type Refusal, refusal } from "./refusal.js";

// Who may see and change a conference itself. The rule: an Approved conference is seen
// by everyone signed in; any other one by the ADMIN and by those with a standing on it (a
// permission, a track they chair, an OC entry, a pending or accepted TPC invitation; a declined one
// gives nothing). The list query in features/conferences/repository.ts (visibleConferenceIds) is
// its SQL twin; test/conference-visibility-agreement.test.ts holds the two to the same answers.

/**
 * An Approved conference is seen by everyone signed in; any other state only by the ADMIN and by
 * those involved with it (a permission, an OC entry, a TPC invitation).
 */
export function canViewConference(access: ConferenceAccess, conferenceStatus: number, invited: boolean): boolean {
  return (
    conferenceStatus === CONFERENCE_STATUS.APPROVED ||
    access.isAdmin ||
    access.permissions.length > 0 ||
    access.isOcMember ||
    invited
  );
}

/**
 * Configuration (Edit Conference): the SUPERCHAIR while the conference is Approved (the card offers
 * the screen only then, part 1 §6), the ADMIN in any state.
 */
export function canUpdateConference(access: ConferenceAccess, conferenceStatus: number): boolean {
  return access.isAdmin || (canConfigureConference(access) && conferenceStatus === CONFERENCE_STATUS.APPROVED);
}

/**
 * Writes (reviews, decisions, notifications, the review phase, responses) need an Approved
 * conference: nothing runs on a blocked one. The refusal (409), or null when the conference is open.
 */
export function whyNotChangeConference(conferenceStatus: number): Refusal | null {
  if (conferenceStatus === CONFERENCE_STATUS.APPROVED) return null;
  const label = CONFERENCE_STATUS_LABELS[conferenceStatus] ?? "not open";
  return refusal(409, `The conference is ${label}; nothing can be changed on it now.`);
}
