// The caller's rights on one paper, loaded once per request (access/paper.ts loadPaperAs, or in
// bulk for lists, access/paperRights.ts) and asked by every ability below. HotCRP's rights($prow)
// with its can_* / perm_* pairs is the model: each ability is a `can*` (the list flag) and a
// `whyNot*` (the refusal a write throws), and `can* = whyNot* === null`, so they cannot disagree.
import { PAPER_STATUS } from "@symposia/domain";
import { whyNotChangeConference } from "./conferences.js";
import { type PaperViewer, managesPaper } from "./papers.js";
import { type Refusal, refusal } from "./refusal.js";
import type { ReviewWindow } from "./reviewPhase.js";
import { canDecidePaper, mayDecide, mayReview, paperTakesDecision, paperTakesReview } from "./reviews.js";

/** The paper as the abilities read it. */
export interface RightsPaper {
  id: number;
  conf_id: number;
  track_id: number;
  status: number;
  has_file: boolean;
  created_by: number;
}

/**
 * The paper's facts the abilities read, taken from a wider row: only these, since a list page
 * builds one per paper and a copy of the whole row (its text columns and all) cost more.
 */
export const rightsPaperOf = (paper: Omit<RightsPaper, "has_file">, hasFile: boolean): RightsPaper => ({
  id: paper.id,
  conf_id: paper.conf_id,
  track_id: paper.track_id,
  status: paper.status,
  has_file: hasFile,
  created_by: paper.created_by,
});

/** A review assignment as the abilities read it. */
export interface RightsAssignment {
  id: number;
  user_id: number;
  reviewed_at: string | null;
}

export interface PaperRights {
  /** standing on the conference, authorship, assignment (after the release rule: releasedViewer) and conflict */
  viewer: PaperViewer;
  paper: RightsPaper;
  conferenceStatus: number;
}

/** The rights a review write needs beyond the paper's: the caller's own assignment and review window. */
export interface ReviewRights extends PaperRights {
  /** the caller's assignment as stored (the release rule hides it from the paper view, not from this) */
  assignment: RightsAssignment | null;
  window: ReviewWindow;
}

/**
 * The release rule: an assignment not yet released to the PC does not count for the reviewer,
 * except for those who run the paper. Every loader of a paper view applies it (the paper, its
 * discussion), so a reviewer does not learn of a paper before the chairs release it.
 */
export function releasedViewer(
  viewer: PaperViewer,
  paper: Pick<RightsPaper, "track_id">,
  released: boolean,
): PaperViewer {
  if (!viewer.isAssignedReviewer || released || managesPaper(viewer.access, paper)) return viewer;
  return { ...viewer, isAssignedReviewer: false };
}

export const NOT_ASSIGNED = "Only a reviewer assigned to this paper may review it.";
export const AUTHOR_CONFLICT = "You are an author of this paper, so you cannot review, decide or notify it.";
export const CONFLICTED =
  "You have a conflict of interest with this paper, so you cannot see its reviews or decide it.";
export const CONFLICTED_REVIEWER = "You have a conflict of interest with this paper, so you cannot review it.";
export const NOT_DECIDER =
  "Only the conference chairs, the organising committee, an administrator or the chairs of this paper's track may decide this paper.";

/** Why a paper takes no review, in words for the reviewer (409). */
export function reviewClosedReason(paper: Pick<RightsPaper, "status" | "has_file">): string {
  if (paper.status === PAPER_STATUS.WITHDRAWN) return "This paper has been withdrawn; it takes no reviews.";
  if (paper.status === PAPER_STATUS.BLOCKED) return "This paper is blocked; it takes no reviews.";
  if (!paper.has_file) return "This paper has no file to review yet.";
  return "A final decision has been recorded for this paper; reviews are closed.";
}

function decisionClosedReason(paper: Pick<RightsPaper, "status">): string {
  if (paper.status === PAPER_STATUS.WITHDRAWN) return "This paper has been withdrawn; it cannot be decided.";
  if (paper.status === PAPER_STATUS.BLOCKED) return "This paper is blocked; it cannot be decided.";
  return "This paper has no file yet; it cannot be decided.";
}

/**
 * Writing (or updating, or drafting) a review now: the assigned reviewer who is neither an author
 * nor conflicted (403), on a paper that takes reviews (409), in an Approved conference (409), inside the review window
 * or their extension (409). In that order: the first refusal is the one the caller is told.
 */
export function whyNotReview(rights: ReviewRights): Refusal | null {
  const { viewer, assignment, paper } = rights;
  if (!mayReview(assignment ?? undefined, viewer.access.userId, viewer.isAuthor)) {
    return refusal(403, viewer.isAuthor && assignment ? AUTHOR_CONFLICT : NOT_ASSIGNED);
  }
  // a conflict of interest found after the assignment (a chair who runs the paper still sees it)
  if (viewer.isConflicted) return refusal(403, CONFLICTED_REVIEWER);
  if (!paperTakesReview(paper)) return refusal(409, reviewClosedReason(paper));
  const closed = whyNotChangeConference(rights.conferenceStatus);
  if (closed) return closed;
  if (!rights.window.open) return refusal(409, rights.window.reason);
  return null;
}

export const canReview = (rights: ReviewRights): boolean => whyNotReview(rights) === null;

/**
 * Who is refused deciding (and notifying, and reading review history of) the paper, and why:
 * only those who run it (403 NOT_DECIDER), and of them not its authors nor the conflicted.
 */
export function whyNotDecide(
  viewer: PaperViewer,
  paper: Pick<RightsPaper, "track_id">,
  outsider = NOT_DECIDER,
): Refusal | null {
  if (mayDecide(viewer, paper)) return null;
  if (!canDecidePaper(viewer.access, paper)) return refusal(403, outsider);
  return refusal(403, viewer.isAuthor ? AUTHOR_CONFLICT : viewer.isConflicted ? CONFLICTED : outsider);
}

/**
 * Recording a final decision now: one who may decide the paper (403), on a paper that takes a
 * decision (409), in an Approved conference (409).
 */
export function whyNotSetDecision(rights: PaperRights): Refusal | null {
  const who = whyNotDecide(rights.viewer, rights.paper);
  if (who) return who;
  if (!paperTakesDecision(rights.paper)) return refusal(409, decisionClosedReason(rights.paper));
  return whyNotChangeConference(rights.conferenceStatus);
}

export const canSetDecision = (rights: PaperRights): boolean => whyNotSetDecision(rights) === null;

export const NOT_ASSIGNED_DECLINE = "Only a reviewer assigned to this paper may decline it.";
export const ALREADY_REVIEWED =
  "You have already submitted your review of this paper, so it can no longer be declined.";

/**
 * Declining a review assignment (the Review Papers list's can_decline): the assigned reviewer (403)
 * who has not yet submitted their review (409), in an Approved conference (409).
 */
export function whyNotDeclineReview(rights: {
  assignment: Pick<RightsAssignment, "reviewed_at"> | null;
  conferenceStatus: number;
}): Refusal | null {
  if (!rights.assignment) return refusal(403, NOT_ASSIGNED_DECLINE);
  if (rights.assignment.reviewed_at !== null) return refusal(409, ALREADY_REVIEWED);
  return whyNotChangeConference(rights.conferenceStatus);
}

export const canDeclineReview = (rights: Parameters<typeof whyNotDeclineReview>[0]): boolean =>
  whyNotDeclineReview(rights) === null;
