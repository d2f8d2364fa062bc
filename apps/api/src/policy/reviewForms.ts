import { canReviewPapers, isTrackChair } from "@symposia/domain";
import type { ConferenceAccess } from "./conferenceAccess.js";
import { whyNotUpdateConference } from "./conferences.js";
import type { Refusal } from "./refusal.js";

// Who reads and who changes a conference's review form and decision list.

/** Anyone who reviews or chairs the conference (TPC members, track chairs, SUPERCHAIR, OC, ADMIN). */
export function canReadReviewForm(access: ConferenceAccess): boolean {
  return canReviewPapers(access) || isTrackChair(access);
}

/** The decision list: those who read the form (reviewers recommend, chairs decide). */
export const canReadDecisions = canReadReviewForm;

/** The form and the decision list are configuration: whoever may edit the conference. */
export const whyNotEditReviewForm = (access: ConferenceAccess, conferenceStatus: number): Refusal | null =>
  whyNotUpdateConference(access, conferenceStatus, "reviewForm");
export const canEditReviewForm = (access: ConferenceAccess, conferenceStatus: number): boolean =>
  whyNotEditReviewForm(access, conferenceStatus) === null;
export const whyNotEditDecisions = (access: ConferenceAccess, conferenceStatus: number): Refusal | null =>
  whyNotUpdateConference(access, conferenceStatus, "decisions");
export const canEditDecisions = (access: ConferenceAccess, conferenceStatus: number): boolean =>
  whyNotEditDecisions(access, conferenceStatus) === null;
