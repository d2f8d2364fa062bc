// Paper-level permission predicates: who may see, change, withdraw, block and mail a paper, and
// which parts of its reviews each viewer may read. Every paper and review call asks here.
import {
  CONFERENCE_STATUS,
  DECIDED_STATUSES,
  canViewAllPapers,
  paperStatusAllowsAuthorChanges,
  paperStatusAllowsBlock,
  paperStatusAllowsWithdraw,
} from "@symposia/domain";
import { type DeadlineFacts, isBeforeSubmissionDeadline } from "../features/papers/deadline.js";
import type { ConferenceAccess } from "./conferenceAccess.js";

export interface PaperFacts {
  id: number;
  conf_id: number;
  track_id: number;
  status: number;
  created_by: number;
}

export interface PaperConferenceFacts extends DeadlineFacts {
  conference_status: number;
  submission_update_allowed: number;
  are_reviewier_names_visible_to_pc: number;
}

/** The caller's relation to one paper. */
export interface PaperViewer {
  access: ConferenceAccess;
  /** the submitter, or an author row linked to the caller */
  isAuthor: boolean;
  /** the caller has a review assignment on this paper */
  isAssignedReviewer: boolean;
}

export function isPaperAuthor(userId: number, paper: Pick<PaperFacts, "created_by">, authorUserIds: readonly (number | null)[]): boolean {
  return paper.created_by === userId || authorUserIds.includes(userId);
}

export function chairsTrack(access: ConferenceAccess, trackId: number): boolean {
  return access.chairTrackIds.includes(trackId);
}

/** SUPERCHAIR, ADMIN, OC members and the paper's track chairs: the people who run the paper. */
export function managesPaper(access: ConferenceAccess, paper: Pick<PaperFacts, "track_id">): boolean {
  return canViewAllPapers(access) || chairsTrack(access, paper.track_id);
}

/** Nobody else learns that the paper exists (404). */
export function canViewPaper(viewer: PaperViewer, paper: PaperFacts): boolean {
  return viewer.isAuthor || viewer.isAssignedReviewer || managesPaper(viewer.access, paper);
}

/** Block (status 30): SUPERCHAIR, ADMIN or OC member. */
export const canBlock = (access: ConferenceAccess) => canViewAllPapers(access);
/** Send Mail to author: SUPERCHAIR, ADMIN or OC member. */
export const canMailAuthors = (access: ConferenceAccess) => canViewAllPapers(access);

/**
 * Why the authors may not change the paper now (edit, co-authors), or null when they may.
 * Statuses 35/20/18 (and withdrawn/blocked) close it, so do the deadline and the conference's
 * submission_update_allowed switch.
 */
export function authorChangeRefusal(paper: Pick<PaperFacts, "status">, conf: PaperConferenceFacts, now = new Date()): string | null {
  if (conf.conference_status !== CONFERENCE_STATUS.APPROVED) return "This conference is not open for submissions.";
  if (!paperStatusAllowsAuthorChanges(paper.status)) return "This paper can no longer be changed in its current status.";
  if (!isBeforeSubmissionDeadline(conf, now)) return "The submission deadline has passed.";
  if (conf.submission_update_allowed !== 1) return "This conference does not allow changes to submitted papers.";
  return null;
}

export function canEditPaper(viewer: PaperViewer, paper: PaperFacts, conf: PaperConferenceFacts, now = new Date()): boolean {
  return viewer.isAuthor && authorChangeRefusal(paper, conf, now) === null;
}

/** Why the authors may not withdraw the paper now, or null: only at status 0 and before the deadline. */
export function withdrawRefusal(paper: Pick<PaperFacts, "status">, conf: PaperConferenceFacts, now = new Date()): string | null {
  if (conf.conference_status !== CONFERENCE_STATUS.APPROVED) return "This conference is not open for submissions.";
  if (!paperStatusAllowsWithdraw(paper.status)) return "Only a submitted paper can be withdrawn.";
  if (!isBeforeSubmissionDeadline(conf, now)) return "The submission deadline has passed.";
  return null;
}

export function canWithdraw(viewer: PaperViewer, paper: PaperFacts, conf: PaperConferenceFacts, now = new Date()): boolean {
  return viewer.isAuthor && withdrawRefusal(paper, conf, now) === null;
}

export function blockRefusal(paper: Pick<PaperFacts, "status">): string | null {
  return paperStatusAllowsBlock(paper.status) ? null : "This paper is already withdrawn or blocked.";
}

/** What the caller may do with a paper; list items and the detail carry it so the UI asks nothing twice. */
export interface PaperActions {
  edit: boolean;
  authors: boolean;
  withdraw: boolean;
  block: boolean;
  mail_authors: boolean;
}

/**
 * The parts of the action rules that are the same for every paper of one list (the deadline, the
 * conference switches, the caller's roles), worked out once per request rather than per row.
 */
export interface PaperActionContext {
  authorChangesOpen: boolean;
  withdrawOpen: boolean;
  chairSide: boolean;
}

export function paperActionContext(access: ConferenceAccess, conf: PaperConferenceFacts, now = new Date()): PaperActionContext {
  const approved = conf.conference_status === CONFERENCE_STATUS.APPROVED;
  const beforeDeadline = isBeforeSubmissionDeadline(conf, now);
  return {
    authorChangesOpen: approved && beforeDeadline && conf.submission_update_allowed === 1,
    withdrawOpen: approved && beforeDeadline,
    chairSide: canBlock(access),
  };
}

/** The same verdicts as canEditPaper, canWithdraw and blockRefusal, from a precomputed context. */
export function paperActionsIn(context: PaperActionContext, isAuthor: boolean, paper: Pick<PaperFacts, "status">): PaperActions {
  const edit = isAuthor && context.authorChangesOpen && paperStatusAllowsAuthorChanges(paper.status);
  return {
    edit,
    authors: edit,
    withdraw: isAuthor && context.withdrawOpen && paperStatusAllowsWithdraw(paper.status),
    block: context.chairSide && paperStatusAllowsBlock(paper.status),
    mail_authors: context.chairSide,
  };
}

export function paperActionsFor(viewer: PaperViewer, paper: PaperFacts, conf: PaperConferenceFacts, now = new Date()): PaperActions {
  return paperActionsIn(paperActionContext(viewer.access, conf, now), viewer.isAuthor, paper);
}

/** A review assignment as stored, with the reviewer's identity. */
export interface ReviewerEntry {
  id: number;
  paper_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  reviewer_evaluation: number | null;
  reviewer_confidence: number | null;
  reviewer_remarks: string | null;
  reviewer_confidential_remarks: string | null;
  reviewed_at: string | null;
}

/** What a viewer receives: identity fields are null where the viewer may not know them. */
export type VisibleReviewerEntry = Omit<ReviewerEntry, "user_id" | "first_name" | "last_name" | "email"> & {
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
};

const anonymous = (entry: ReviewerEntry, position: number, withScores: boolean): VisibleReviewerEntry => ({
  // the stored id would let an author tell reviews apart across papers; a position does not
  id: position,
  paper_id: entry.paper_id,
  user_id: null,
  first_name: null,
  last_name: null,
  email: null,
  reviewer_evaluation: withScores ? entry.reviewer_evaluation : null,
  reviewer_confidence: withScores ? entry.reviewer_confidence : null,
  reviewer_remarks: withScores ? entry.reviewer_remarks : null,
  reviewer_confidential_remarks: null,
  reviewed_at: withScores ? entry.reviewed_at : null,
});

/**
 * The review entries of one paper as this viewer may see them (the one implementation of the
 * review visibility rules):
 * - an author of the paper never sees reviewer identities or confidential remarks, and sees the
 *   scores and remarks only once the paper is decided; this wins over any chair role they hold,
 *   because a chair who co-authored a paper is conflicted on it;
 * - SUPERCHAIR, ADMIN, OC members and the paper's track chairs see everything;
 * - a reviewer sees their own entry in full; of the other entries no confidential remarks, and no
 *   names when the conference's are_reviewier_names_visible_to_pc is 0;
 * - anyone else sees nothing.
 */
export function reviewerDataFor(
  viewer: PaperViewer,
  paper: Pick<PaperFacts, "track_id" | "status">,
  entries: readonly ReviewerEntry[],
  conf: Pick<PaperConferenceFacts, "are_reviewier_names_visible_to_pc">,
): VisibleReviewerEntry[] {
  if (entries.length === 0) return [];
  if (viewer.isAuthor) {
    const decided = DECIDED_STATUSES.includes(paper.status);
    return entries.map((e, i) => anonymous(e, i + 1, decided));
  }
  if (managesPaper(viewer.access, paper)) return entries.map((e) => ({ ...e }));
  const isPcMember = viewer.isAssignedReviewer || viewer.access.tpcTrackIds.length > 0;
  if (!isPcMember) return [];
  const namesVisible = conf.are_reviewier_names_visible_to_pc === 1;
  return entries.map((e) => {
    if (e.user_id === viewer.access.userId) return { ...e };
    const shown: VisibleReviewerEntry = { ...e, reviewer_confidential_remarks: null };
    if (!namesVisible) Object.assign(shown, { user_id: null, first_name: null, last_name: null, email: null });
    return shown;
  });
}
