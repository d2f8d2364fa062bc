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

/** The configuration writes; each names who may do it in its own refusal. */
export type ConfigurationAct =
  "update" | "import" | "export" | "reviewForm" | "decisions" | "topics" | "submissionForm";

const ONLY_CONFIGURERS: Record<ConfigurationAct, string> = {
  update: "Only the conference chair or an admin may change this conference.",
  import: "Only the conference chairs (while the conference is approved) and an administrator may import into it.",
  export: "Only the conference chairs and an administrator may export it.",
  reviewForm: "Only the conference chairs or an administrator may change the review form and the decisions.",
  decisions: "Only the conference chairs or an administrator may change the review form and the decisions.",
  topics: "Only the conference chairs (while the conference is approved) and an administrator may edit its topics.",
  submissionForm: "Only the conference chair or an admin may change the submission form.",
};

const CLOSED_TO: Record<ConfigurationAct, string> = {
  update: "cannot be changed",
  import: "cannot be imported into",
  export: "cannot be exported",
  reviewForm: "cannot have its review form changed",
  decisions: "cannot have its decisions changed",
  topics: "cannot have its topics changed",
  submissionForm: "cannot have its submission form changed",
};

/**
 * Configuration (Edit Conference, its review form, decisions, topics and submission form, import
 * and export): the
 * SUPERCHAIR while the conference is Approved (the card offers the screen only then, part 1 §6),
 * the ADMIN in any state. 403 for anyone else, 409 for a SUPERCHAIR of a conference that is not
 * Approved; null when the caller may.
 */
export function whyNotUpdateConference(
  access: ConferenceAccess,
  conferenceStatus: number,
  act: ConfigurationAct = "update",
): Refusal | null {
  if (!canConfigureConference(access)) return refusal(403, ONLY_CONFIGURERS[act]);
  if (access.isAdmin || conferenceStatus === CONFERENCE_STATUS.APPROVED) return null;
  const label = CONFERENCE_STATUS_LABELS[conferenceStatus] ?? "closed";
  return refusal(409, `A ${label} conference ${CLOSED_TO[act]}.`);
}

export const canUpdateConference = (access: ConferenceAccess, conferenceStatus: number): boolean =>
  whyNotUpdateConference(access, conferenceStatus) === null;

/**
 * Writes (reviews, decisions, notifications, the review phase, responses) need an Approved
 * conference: nothing runs on a blocked one. The refusal (409), or null when the conference is open.
 */
export function whyNotChangeConference(conferenceStatus: number): Refusal | null {
  if (conferenceStatus === CONFERENCE_STATUS.APPROVED) return null;
  const label = CONFERENCE_STATUS_LABELS[conferenceStatus] ?? "not open";
  return refusal(409, `The conference is ${label}; nothing can be changed on it now.`);
}
