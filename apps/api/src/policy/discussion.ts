// who takes part in a paper's discussion, who reads which comment and under which name,
// who leads a paper and writes its meta-review, and when the authors read the reviews and respond.
// Every rule is built on the review-visibility and conflict predicates of papers.ts: the discussion
// is the place where the reviews are talked about, so its audience is the reviews' audience.
import { DECIDED_STATUSES } from "@symposia/domain";
import {
  type ResponseWindowFacts,
  paperTakesResponse,
  responseWindow,
  reviewsReleasedToAuthors,
} from "./authorReviews.js";
import { whyNotChangeConference } from "./conferences.js";
import { type PaperFacts, type PaperViewer, type ReviewVisibilityFacts, actsAsChair } from "./papers.js";
import { type Refusal, hidden, refusal } from "./refusal.js";

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

export const NOT_YET_IN_DISCUSSION =
  "Submit your own review first: the discussion opens to a reviewer once their review is in.";
export const NOT_PARTICIPANT = "Only the participants of the discussion may comment on it.";
export const NOT_PIN_CHAIR = "Only the chairs may mark a paper as in discussion.";
export const NOT_COMMENT_WRITER = "Only the comment's writer may change or delete it.";

/**
 * Reading the discussion at all: a reviewer who has not yet reviewed learns why (403); everyone
 * else outside it (authors, conflicted people, those who only see the paper) is told the paper does
 * not exist (404).
 */
export function whyNotJoinDiscussion(viewer: PaperViewer, role: DiscussionRole | null): Refusal | null {
  if (role !== null) return null;
  if (viewer.isAssignedReviewer && !viewer.isAuthor && !viewer.isConflicted) return refusal(403, NOT_YET_IN_DISCUSSION);
  return hidden("Paper");
}

/** Posting a comment with this visibility (the thread's can_comment, can_post_chairs_only). */
export function whyNotComment(viewer: PaperViewer, role: DiscussionRole | null, visibility = "pc"): Refusal | null {
  return (
    whyNotJoinDiscussion(viewer, role) ?? (mayPostVisibility(role, visibility) ? null : refusal(403, NOT_PARTICIPANT))
  );
}

export const canComment = (viewer: PaperViewer, role: DiscussionRole | null, visibility = "pc"): boolean =>
  whyNotComment(viewer, role, visibility) === null;

/** Pinning a paper "in discussion": the chairs of the discussion (the thread's can_pin). */
export function whyNotPinDiscussion(viewer: PaperViewer, role: DiscussionRole | null): Refusal | null {
  return whyNotJoinDiscussion(viewer, role) ?? (role === "chair" ? null : refusal(403, NOT_PIN_CHAIR));
}

export const canPinDiscussion = (viewer: PaperViewer, role: DiscussionRole | null): boolean =>
  whyNotPinDiscussion(viewer, role) === null;

/**
 * Editing or deleting a comment (its can_edit): the comment's writer, while they are still in the
 * discussion. A comment the caller may not read does not exist for them (404).
 */
export function whyNotChangeComment(
  role: DiscussionRole | null,
  userId: number,
  comment: { visibility: string; author_id: number },
): Refusal | null {
  if (!mayReadComment(role, userId, comment)) return hidden("Comment");
  return comment.author_id === userId ? null : refusal(403, NOT_COMMENT_WRITER);
}

export const canChangeComment = (
  role: DiscussionRole | null,
  userId: number,
  comment: { visibility: string; author_id: number },
): boolean => whyNotChangeComment(role, userId, comment) === null;

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

export const NOT_LEAD_CHOOSER = "Only a chair who may decide this paper names its lead reviewer.";
export const NOT_LEAD = "Only the paper's lead reviewer may write its meta-review.";
export const REVIEWS_OUTSTANDING =
  "The meta-review can be written once every assigned reviewer has submitted their review.";
export const META_REVIEW_FINAL = "This conference does not allow lead reviewers to change a submitted meta-review.";

/** What choosing a lead and writing a meta-review read: the discussion's view of the caller and paper. */
export interface MetaReviewRights {
  viewer: PaperViewer;
  paper: Pick<PaperFacts, "track_id">;
  conferenceStatus: number;
  meta: { lead_user_id: number; submitted_at: string | null } | undefined;
  reviews: { submitted: number; assigned: number };
  conf: Pick<DiscussionSettings, "leading_reviewers_can_update_metareviews">;
}

/**
 * Naming the paper's lead reviewer (can_choose_lead): a chair who may decide the paper (403; its
 * authors and the conflicted are told it does not exist, 404), in an Approved conference (409).
 */
export function whyNotChooseLead(
  rights: Pick<MetaReviewRights, "viewer" | "paper" | "conferenceStatus">,
): Refusal | null {
  const { viewer, paper } = rights;
  if (viewer.isConflicted || viewer.isAuthor) return hidden("Paper");
  if (!actsAsChair(viewer, paper)) return refusal(403, NOT_LEAD_CHOOSER);
  return whyNotChangeConference(rights.conferenceStatus);
}

export const canChooseLead = (rights: Pick<MetaReviewRights, "viewer" | "paper" | "conferenceStatus">): boolean =>
  whyNotChooseLead(rights) === null;

/**
 * Writing (or changing) the meta-review (can_write): the paper's lead, an assigned reviewer who is
 * neither an author nor conflicted (403; authors and the conflicted get 404), once every assigned
 * review is in (409), not again when the conference keeps submitted meta-reviews (409), in an
 * Approved conference (409).
 */
export function whyNotWriteMetaReview(rights: MetaReviewRights): Refusal | null {
  const { viewer, meta, reviews } = rights;
  if (
    !meta ||
    meta.lead_user_id !== viewer.access.userId ||
    !viewer.isAssignedReviewer ||
    viewer.isAuthor ||
    viewer.isConflicted
  ) {
    return viewer.isAuthor || viewer.isConflicted ? hidden("Paper") : refusal(403, NOT_LEAD);
  }
  if (reviews.assigned === 0 || reviews.submitted < reviews.assigned) return refusal(409, REVIEWS_OUTSTANDING);
  if (meta.submitted_at !== null && rights.conf.leading_reviewers_can_update_metareviews !== 1)
    return refusal(409, META_REVIEW_FINAL);
  return whyNotChangeConference(rights.conferenceStatus);
}

export const canWriteMetaReview = (rights: MetaReviewRights): boolean => whyNotWriteMetaReview(rights) === null;

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

export const NOT_RESPONDER = "Only the paper's authors may respond to its reviews.";
export const RESPONSE_PAPER_CLOSED = "A withdrawn or blocked paper takes no response.";
export const RESPONSE_DECIDED = "This paper has been decided: its response can no longer be submitted or changed.";

/**
 * Writing the authors' response (can_respond): the paper's authors (403; a conflicted non-author is
 * told the paper does not exist, 404), on a paper that is neither withdrawn, blocked nor decided
 * (409), inside the response window (409), in an Approved conference (409).
 */
export function whyNotRespond(
  viewer: PaperViewer,
  paper: Pick<PaperFacts, "status">,
  conf: ResponseWindowFacts & { conference_status: number },
  now = new Date(),
): Refusal | null {
  if (!viewer.isAuthor) return viewer.isConflicted ? hidden("Paper") : refusal(403, NOT_RESPONDER);
  if (!paperTakesResponse(paper)) return refusal(409, RESPONSE_PAPER_CLOSED);
  // the decision was taken on the response as it stood: once decided it can no longer be written or changed
  if (DECIDED_STATUSES.includes(paper.status)) return refusal(409, RESPONSE_DECIDED);
  const window = responseWindow(conf, now);
  if (!window.open)
    return refusal(
      409,
      window.closed ? "The authors' response period has closed." : "The authors' response period is not open.",
    );
  return whyNotChangeConference(conf.conference_status);
}

export const canRespond = (
  viewer: PaperViewer,
  paper: Pick<PaperFacts, "status">,
  conf: ResponseWindowFacts & { conference_status: number },
  now = new Date(),
): boolean => whyNotRespond(viewer, paper, conf, now) === null;

/** Who reads the response: its authors, and the discussion's chairs and reviewers. */
export function mayReadResponse(viewer: PaperViewer, role: DiscussionRole | null): boolean {
  return viewer.isAuthor || role === "chair" || role === "reviewer";
}
