// who takes part in a paper's discussion, who reads which comment and under which name,
// who leads a paper and writes its meta-review, and when the authors read the reviews and respond.
// Every rule is built on the review-visibility and conflict predicates of papers.ts: the discussion
// is the place where the reviews are talked about, so its audience is the reviews' audience.
import { DECIDED_STATUSES, reviewingModelOf } from "@symposia/domain";
import {
  type ResponseWindowFacts,
  paperTakesResponse,
  responseWindow,
  reviewsReleasedToAuthors,
} from "./authorReviews.js";
import { type PaperFacts, type PaperViewer, type ReviewVisibilityFacts, actsAsChair } from "./papers.js";

export interface DiscussionSettings extends ReviewVisibilityFacts {
  permit_subreviewers_participate_in_discussion: number;
  leading_reviewers_can_update_metareviews: number;
  use_subviewers: number;
  are_submissions_anonymour_for_subreviewers: number;
}

export type DiscussionRole = "chair" | "reviewer" | "subreviewer";

/** What else the discussion needs to know about the caller beyond PaperViewer. */
export interface DiscussionStanding {
  /** the caller's own review of the paper is submitted */
  ownReviewSubmitted: boolean;
  /** the caller was asked to subreview the paper (and the request is not withdrawn) */
  isSubreviewer: boolean;
  /** that subreview has been submitted */
  subreviewSubmitted: boolean;
}

/**
 * The caller's place in the discussion of a paper, or null when they are not in it:
 * - authors never (whatever else they are), conflicted people never;
 * - chairs who may see the paper's reviews (actsAsChair: run it, did not write it, not conflicted);
 * - assigned reviewers; when access_to_reviews_by_ordinary_pc_members is 1 only once their own
 *   review is submitted (the same rule as reading the other reviews);
 * - subreviewers, when permit_subreviewers_participate_in_discussion is 1, once their subreview is
 *   submitted.
 */
export function discussionRole(
  viewer: PaperViewer,
  paper: Pick<PaperFacts, "track_id">,
  standing: DiscussionStanding,
  conf: DiscussionSettings,
): DiscussionRole | null {
  if (viewer.isAuthor || viewer.isConflicted) return null;
  if (actsAsChair(viewer, paper)) return "chair";
  if (viewer.isAssignedReviewer) {
    return conf.access_to_reviews_by_ordinary_pc_members === 1 && !standing.ownReviewSubmitted ? null : "reviewer";
  }
  if (standing.isSubreviewer && conf.permit_subreviewers_participate_in_discussion === 1 && standing.subreviewSubmitted)
    return "subreviewer";
  return null;
}

/**
 * A comment marked chairs (HotCRP's "administrators only") is read by the chairs of the discussion
 * and its own writer only: never by the other reviewers, subreviewers or authors.
 */
export function mayReadComment(
  role: DiscussionRole | null,
  userId: number,
  comment: { visibility: string; author_id: number },
): boolean {
  if (role === null) return false;
  return comment.visibility === "pc" || role === "chair" || comment.author_id === userId;
}

/**
 * Every participant may post with either visibility: pc (the whole discussion) or chairs (a word
 * for the chairs alone, e.g. a reviewer's doubt about a conflict or a fellow reviewer's conduct).
 */
export const mayPostVisibility = (role: DiscussionRole | null, visibility: string): boolean =>
  role !== null && (visibility === "pc" || visibility === "chairs");

/** Edit and delete: the comment's writer, while they are still in the discussion. */
export const mayChangeComment = (
  role: DiscussionRole | null,
  userId: number,
  comment: { author_id: number },
): boolean => role !== null && comment.author_id === userId;

/** Pin "in discussion": the chairs of the discussion. */
export const mayPinDiscussion = (role: DiscussionRole | null): boolean => role === "chair";

/** "Reviewer A", "Reviewer B", … by the order of the paper's assignments (stable per paper). */
export function reviewerLabel(position: number): string {
  let n = position;
  let label = "";
  do {
    label = String.fromCharCode(65 + (n % 26)) + label;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return `Reviewer ${label}`;
}

/**
 * May this reader learn the names of the paper's reviewers (and subreviewers) in the discussion:
 * chairs always; reviewers and subreviewers when are_reviewier_names_visible_to_pc is 1.
 */
export const discussionNamesVisible = (
  role: DiscussionRole | null,
  conf: Pick<ReviewVisibilityFacts, "are_reviewier_names_visible_to_pc">,
): boolean => role === "chair" || conf.are_reviewier_names_visible_to_pc === 1;

// ---- meta-reviews ------------------------------------------------------------------------------

/** Choose the paper's lead reviewer: a chair who may decide it. */
export const mayChooseLead = actsAsChair;

/**
 * Why the caller may not write (or change) the meta-review now, or null. "forbidden" reasons are
 * about who the caller is (403), "state" reasons about the paper (409).
 */
export function metaReviewRefusal(
  viewer: PaperViewer,
  meta: { lead_user_id: number; submitted_at: string | null } | undefined,
  reviews: { submitted: number; assigned: number },
  conf: Pick<DiscussionSettings, "leading_reviewers_can_update_metareviews">,
): { kind: "forbidden" | "state"; message: string } | null {
  if (
    !meta ||
    meta.lead_user_id !== viewer.access.userId ||
    !viewer.isAssignedReviewer ||
    viewer.isAuthor ||
    viewer.isConflicted
  ) {
    return { kind: "forbidden", message: "Only the paper's lead reviewer may write its meta-review." };
  }
  if (reviews.assigned === 0 || reviews.submitted < reviews.assigned) {
    return {
      kind: "state",
      message: "The meta-review can be written once every assigned reviewer has submitted their review.",
    };
  }
  if (meta.submitted_at !== null && conf.leading_reviewers_can_update_metareviews !== 1) {
    return {
      kind: "state",
      message: "This conference does not allow lead reviewers to change a submitted meta-review.",
    };
  }
  return null;
}

/**
 * Who reads the meta-review: the discussion (chairs, reviewers in it) and the lead; the paper's
 * authors once its reviews are released to them.
 */
export function mayReadMetaReview(
  viewer: PaperViewer,
  role: DiscussionRole | null,
  paper: Pick<PaperFacts, "status">,
  conf: ReviewVisibilityFacts,
  isLead: boolean,
): "full" | "authors" | null {
  if (viewer.isAuthor) return reviewsReleasedToAuthors(paper, conf) ? "authors" : null;
  if (viewer.isConflicted) return null;
  if (role === "chair" || role === "reviewer" || isLead) return "full";
  return null;
}

// ---- the authors' response ---------------------------------------------------------------------

/** Why the caller may not write the response now, or null. */
export function responseRefusal(
  viewer: PaperViewer,
  paper: Pick<PaperFacts, "status">,
  conf: ResponseWindowFacts,
  now = new Date(),
): { kind: "forbidden" | "state"; message: string } | null {
  if (!viewer.isAuthor) return { kind: "forbidden", message: "Only the paper's authors may respond to its reviews." };
  if (!paperTakesResponse(paper)) return { kind: "state", message: "A withdrawn or blocked paper takes no response." };
  // the decision was taken on the response as it stood: once decided it can no longer be written or changed
  if (DECIDED_STATUSES.includes(paper.status)) {
    return {
      kind: "state",
      message: "This paper has been decided: its response can no longer be submitted or changed.",
    };
  }
  const window = responseWindow(conf, now);
  if (!window.open)
    return {
      kind: "state",
      message: window.closed ? "The authors' response period has closed." : "The authors' response period is not open.",
    };
  return null;
}

/** Who reads the response: its authors, and the discussion's chairs and reviewers. */
export function mayReadResponse(viewer: PaperViewer, role: DiscussionRole | null): boolean {
  return viewer.isAuthor || role === "chair" || role === "reviewer";
}

// ---- subreviewers ------------------------------------------------------------------------------

/** An assigned reviewer (not an author, not conflicted) of a conference that uses subreviewers. */
export function mayAskSubreviewer(viewer: PaperViewer, conf: Pick<DiscussionSettings, "use_subviewers">): boolean {
  return conf.use_subviewers === 1 && viewer.isAssignedReviewer && !viewer.isAuthor && !viewer.isConflicted;
}

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
