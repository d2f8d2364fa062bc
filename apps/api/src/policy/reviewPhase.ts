// The review window, in ONE place: add-review, review attachments and the Review Papers
// list's `can_review` flag all ask `reviewWindow`, so the button a reviewer sees and the answer the
// server gives can never disagree.
import { submissionDeadline } from "./deadline.js";
import {
  type PaperFacts,
  type PaperViewer,
  type ReviewVisibilityFacts,
  type ReviewerEntry,
  reviewerDataFor,
} from "./papers.js";

export interface ReviewPhaseFacts {
  /** 1: reviewers may enter reviews; 0: reviewing is closed for everyone */
  permit_pc_members_to_enter_reviews: number;
  /** soft deadline, "YYYY-MM-DD HH:mm" in timezone_for_deadline: later reviews are accepted, marked late */
  review_deadline: string | null;
  /** hard deadline: later reviews are refused, unless the reviewer has an extension for the paper */
  review_hard_deadline: string | null;
  timezone_for_deadline: string | null;
}

export type ReviewWindow = { open: true } | { open: false; reason: string };

export const REVIEWING_CLOSED =
  "Reviewing is closed for this conference: the chairs are not accepting reviews at the moment.";

/** The UTC instant of a wall-clock time in the deadline zone (the submission deadline's rules). */
export function phaseDeadline(local: string | null, zone: string | null): Date | null {
  return submissionDeadline({ last_submission_date: local, timezone_for_deadline: zone });
}

function describe(local: string, zone: string | null): string {
  return `${local} ${zone || "UTC"}`;
}

/**
 * May a reviewer enter (or update) a review now? Closed while the chairs keep reviewing closed;
 * from the hard deadline's first second on, only a reviewer with an extension for this paper, until
 * the extension's own deadline. (Strictly before the instant, as with submissions.)
 */
export function reviewWindow(conf: ReviewPhaseFacts, extension: string | null, now: Date = new Date()): ReviewWindow {
  if (conf.permit_pc_members_to_enter_reviews !== 1) return { open: false, reason: REVIEWING_CLOSED };
  const zone = conf.timezone_for_deadline;
  const own = extension?.trim() ? extension : null;
  const hardLocal = own ?? conf.review_hard_deadline;
  const hard = phaseDeadline(hardLocal, zone);
  if (hard && now.getTime() >= hard.getTime()) {
    const whose = own ? "Your extended review deadline" : "The hard review deadline";
    return {
      open: false,
      reason: `${whose} (${describe(hardLocal!, zone)}) has passed; reviews are no longer accepted.`,
    };
  }
  return { open: true };
}

/**
 * The lateness rule of one conference, worked out once (the deadline conversion is the costly part,
 * and a list asks it for every review): a review is late when it was FIRST submitted at or after
 * the soft deadline. `submittedAt` must be that first submission (firstSubmission below), so
 * correcting an on-time review after the deadline does not make it late.
 */
export function lateReviewRule(
  conf: Pick<ReviewPhaseFacts, "review_deadline" | "timezone_for_deadline">,
): (submittedAt: string | null) => boolean {
  const soft = phaseDeadline(conf.review_deadline, conf.timezone_for_deadline);
  if (soft === null) return () => false;
  return (submittedAt) => submittedAt !== null && new Date(submittedAt).getTime() >= soft.getTime();
}

/** A review first submitted at `submittedAt` (ISO) came after the soft deadline (lateReviewRule). */
export function isLateReview(
  conf: Pick<ReviewPhaseFacts, "review_deadline" | "timezone_for_deadline">,
  submittedAt: string | null,
): boolean {
  return lateReviewRule(conf)(submittedAt);
}

/**
 * When a review was first submitted: its first kept version (review_versions), or, for a
 * review of before versions were kept, its reviewed_at (which later submissions overwrite).
 * Null while it is not submitted.
 */
export function firstSubmission(review: {
  reviewed_at: string | null;
  first_submitted_at?: string | null;
}): string | null {
  if (review.reviewed_at === null) return null;
  return review.first_submitted_at ?? review.reviewed_at;
}

/**
 * A review's attachment is seen by exactly those who see the review (reviewerDataFor, the one
 * implementation of review visibility): its author's entry must be among the entries shown to the
 * viewer. Authors see reviews anonymously, by position among the submitted ones.
 */
export function canSeeReviewAttachment(
  viewer: PaperViewer,
  paper: Pick<PaperFacts, "track_id" | "status">,
  entries: readonly ReviewerEntry[],
  conf: ReviewVisibilityFacts,
  reviewerId: number,
): boolean {
  const target = entries.find((e) => e.user_id === reviewerId);
  if (!target) return false;
  const shown = reviewerDataFor(viewer, paper, entries, conf);
  if (viewer.isAuthor) {
    const position = entries.filter((e) => e.reviewed_at !== null).findIndex((e) => e.id === target.id) + 1;
    return position > 0 && shown.some((e) => e.id === position);
  }
  return shown.some((e) => e.id === target.id);
}

/**
 * The number a review's attachment is downloaded under (review-<paper number>-<n>): for the
 * paper's authors, the review's position among the submitted ones (as they number the reviews);
 * for everyone else, the reviewer's position among the paper's assignments (Reviewer A = 1). Never
 * a name: the file reaches people who may not know who reviewed.
 */
export function reviewAttachmentNumber(
  viewer: Pick<PaperViewer, "isAuthor">,
  entries: readonly ReviewerEntry[],
  reviewerId: number,
): number {
  const list = viewer.isAuthor ? entries.filter((e) => e.reviewed_at !== null) : entries;
  return list.findIndex((e) => e.user_id === reviewerId) + 1;
}
