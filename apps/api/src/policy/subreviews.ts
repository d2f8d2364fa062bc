// Subreviews: who may ask a subreviewer, write the subreview, and approve it or send it back, and
// whether a subreviewer may know the authors. A subreview becomes the asking reviewer's review, so
// each rule ends in that reviewer's own review rights (rights.ts).
import { reviewingModelOf } from "@symposia/domain";
import { whyNotChangeConference } from "./conferences.js";
import type { DiscussionSettings } from "./discussion.js";
import { type Refusal, hidden, refusal } from "./refusal.js";
import { type ReviewRights, whyNotReview } from "./rights.js";
import { type ReviewPaperFacts, paperTakesReview } from "./reviews.js";

export const NO_SUBREVIEWERS = "This conference does not use subreviewers.";
export const NOT_ASKER = "Only a reviewer assigned to this paper may ask a subreviewer.";
export const NOT_SUBREVIEWER = "Only the subreviewer writes this review.";
export const SUBREVIEW_APPROVED = "This review has already been approved by the reviewer who asked you.";
export const SUBREVIEW_CLOSED = "This paper takes no reviews now (withdrawn, blocked, decided or without a file).";
export const NOT_SUBREVIEW_DECIDER = "Only the reviewer who asked for this review may approve it or send it back.";
export const SUBREVIEW_NOT_SUBMITTED = "Only a submitted subreview can be approved or sent back.";

/**
 * Asking a subreviewer: in a conference that uses subreviewers (409), an assigned reviewer (403;
 * authors and the conflicted are told the paper does not exist, 404) who may review the paper now
 * (whyNotReview: the paper takes reviews, the conference is Approved, the review window or their
 * extension is open), since the subreview becomes their review. Its flag: the Review Papers list
 * offers it where the conference uses subreviewers and the paper's can_review (canReview) is true.
 */
export function whyNotAskSubreviewer(
  rights: ReviewRights,
  conf: Pick<DiscussionSettings, "use_subviewers">,
): Refusal | null {
  const { viewer } = rights;
  if (conf.use_subviewers !== 1) return refusal(409, NO_SUBREVIEWERS);
  if (viewer.isConflicted || viewer.isAuthor) return hidden("Paper");
  if (!viewer.isAssignedReviewer) return refusal(403, NOT_ASKER);
  return whyNotReview(rights);
}

/** Who the caller is to a subreview: its subreviewer, the reviewer who asked, a chair of the paper. */
export type SubreviewCaller = "subreviewer" | "asker" | "chair";

/**
 * Writing a subreview (its can_write): its subreviewer (403), until the asker approved it (409),
 * on a paper that takes reviews (409), in an Approved conference (409).
 */
export function whyNotWriteSubreview(
  caller: SubreviewCaller,
  subreview: { status: string },
  paper: ReviewPaperFacts,
  conferenceStatus: number,
): Refusal | null {
  if (caller !== "subreviewer") return refusal(403, NOT_SUBREVIEWER);
  if (subreview.status === "approved") return refusal(409, SUBREVIEW_APPROVED);
  if (!paperTakesReview(paper)) return refusal(409, SUBREVIEW_CLOSED);
  return whyNotChangeConference(conferenceStatus);
}

export const canWriteSubreview = (...args: Parameters<typeof whyNotWriteSubreview>): boolean =>
  whyNotWriteSubreview(...args) === null;

/**
 * Approving a subreview or sending it back (its can_decide): the reviewer who asked (403), while it
 * is submitted (409), and while they may review the paper themselves (whyNotReview of the asker:
 * approving makes it their review, so the paper, the conference and their review window decide).
 * `askerRights` is null for any caller but the asker.
 */
export function whyNotDecideSubreview(
  caller: SubreviewCaller,
  subreview: { status: string },
  askerRights: ReviewRights | null,
): Refusal | null {
  if (caller !== "asker" || !askerRights) return refusal(403, NOT_SUBREVIEW_DECIDER);
  if (subreview.status !== "submitted") return refusal(409, SUBREVIEW_NOT_SUBMITTED);
  return whyNotReview(askerRights);
}

export const canDecideSubreview = (...args: Parameters<typeof whyNotDecideSubreview>): boolean =>
  whyNotDecideSubreview(...args) === null;

/**
 * Whether a subreviewer may know the authors: never in a Double-blind conference (the anonymity
 * model is the floor), never when are_submissions_anonymour_for_subreviewers is 1.
 */
export function subreviewerMayKnowAuthors(
  conf: Pick<DiscussionSettings, "are_submissions_anonymour_for_subreviewers" | "reviewing_model">,
): boolean {
  return (
    conf.are_submissions_anonymour_for_subreviewers !== 1 && reviewingModelOf(conf.reviewing_model) !== "Double-blind"
  );
}
