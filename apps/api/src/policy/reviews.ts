import { canViewAllPapers, paperAcceptsDecision, paperAcceptsReviews } from "@symposia/domain";
import type { ConferenceAccess } from "./conferenceAccess.js";
import { type PaperViewer, actsAsChair, managesPaper } from "./papers.js";
import { type Refusal, refusal } from "./refusal.js";

// Review and decision predicates (HotCRP's can_review / can_set_decision are the model). Each
// answers one question; rights.ts combines them into the abilities (canReview / whyNotReview, …).

export interface ReviewPaperFacts {
  track_id: number;
  status: number;
  has_file: boolean;
}

/** May this user review this paper at all: only a reviewer assigned to it. */
export function isAssignedReviewer(assignment: { user_id: number } | undefined, userId: number): boolean {
  return assignment !== undefined && assignment.user_id === userId;
}

/** Is the paper in a state that takes a review now (it must also have a file to read). */
export function paperTakesReview(paper: ReviewPaperFacts): boolean {
  return paper.has_file && paperAcceptsReviews(paper.status);
}

/**
 * The assigned reviewer who is not an author of the paper. An author is conflicted on their own
 * paper (papers.ts reviewerDataFor treats them as an author whatever their role): they neither
 * review it nor decide it nor write its authors' notification.
 */
export function mayReview(assignment: { user_id: number } | undefined, userId: number, isAuthor: boolean): boolean {
  return isAssignedReviewer(assignment, userId) && !isAuthor;
}

/** Who records final decisions: those who run the paper (managesPaper), before authorship and conflicts. */
export const canDecidePaper = managesPaper;

/** A decider who neither wrote the paper nor is conflicted with it. */
export function mayDecide(viewer: PaperViewer, paper: Pick<ReviewPaperFacts, "track_id">): boolean {
  return actsAsChair(viewer, paper);
}

/** The paper's state allows a decision now. */
export function paperTakesDecision(paper: ReviewPaperFacts): boolean {
  return paperAcceptsDecision(paper.status, paper.has_file);
}

/** Reports, CSV, charts and bulk notifications cover the whole conference: All Papers' audience. */
export const canViewReports = (access: ConferenceAccess): boolean => canViewAllPapers(access);

/** Notifying authors in bulk (its preview and its job): Reports' audience (canViewReports). */
export function whyNotNotifyInBulk(access: ConferenceAccess): Refusal | null {
  return canViewReports(access)
    ? null
    : refusal(
        403,
        "Only the conference chairs, the organising committee or an administrator may notify authors in bulk.",
      );
}
