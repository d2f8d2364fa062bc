// Paper-level permission predicates: who may see, change, withdraw, block and mail a paper, who
// may know its authors, and which parts of its reviews each viewer may read. Every paper and review
// call asks here.
import {
  CONFERENCE_STATUS,
  PAPER_STATUS,
  canViewAllPapers,
  paperStatusAllowsAuthorChanges,
  paperStatusAllowsBlock,
  paperStatusAllowsWithdraw,
  reviewingModelOf,
  type PaperActions,
  type PaperReviewer,
  type ReviewAudience,
} from "@symposia/domain";
import { authorsSeeReviews } from "./authorReviews.js";
import type { PaperFacts, PaperViewer, ReviewVisibilityFacts } from "./facts.js";
export type { PaperFacts, PaperViewer, ReviewVisibilityFacts } from "./facts.js";
import type { ConferenceAccess } from "./conferenceAccess.js";
import { answersFor, fieldsFor } from "./reviewAnswers.js";
import { type DeadlineFacts, isBeforeSubmissionDeadline } from "./deadline.js";

export interface PaperConferenceFacts extends DeadlineFacts, ReviewVisibilityFacts {
  conference_status: number;
  submission_update_allowed: number;
  /** the extra fields' definitions (JSON), for what each viewer may read of the answers */
  additional_fields_submission_form?: string | null;
  /** 1 when the paper's authors choose its presenter */
  author_selecting_presenter?: number | null;
  /** the extra file slots' definitions (JSON) */
  file_upload_fields_submission_form?: string | null;
}

/** An author row as the authorship rule reads it: the linked account and whether it confirmed. */
export interface AuthorshipFact {
  user_id: number | null;
  confirmed: number | boolean;
}

/**
 * THE authorship rule: the submitter, or an account whose co-author row it confirmed
 * from its own screen. Being listed grants nothing by itself, so nobody gains author rights, and
 * no chair is locked out of a paper, because someone else typed their name. The SQL filters that
 * mirror it (My Papers, review lists, track visibility) read paper_authors.confirmed = 1.
 */
export function isPaperAuthor(
  userId: number,
  paper: Pick<PaperFacts, "created_by">,
  authors: readonly AuthorshipFact[],
): boolean {
  return paper.created_by === userId || authors.some((a) => a.user_id === userId && Boolean(a.confirmed));
}

export function chairsTrack(access: ConferenceAccess, trackId: number): boolean {
  return access.chairTrackIds.includes(trackId);
}

/** Runs papers of the conference: all of them (SUPERCHAIR, ADMIN, OC) or a track's (track chair). */
export function runsSomePapers(access: ConferenceAccess): boolean {
  return canViewAllPapers(access) || access.chairTrackIds.length > 0;
}

/** SUPERCHAIR, ADMIN, OC members and the paper's track chairs: the people who run the paper. */
export function managesPaper(access: ConferenceAccess, paper: Pick<PaperFacts, "track_id">): boolean {
  return canViewAllPapers(access) || chairsTrack(access, paper.track_id);
}

/**
 * Acts as a chair on this paper (assign reviewers, block, mail its authors, decide, read its
 * reviews and history): one who runs it, and neither wrote it nor is conflicted with it (no one
 * manages a paper they wrote).
 */
export function actsAsChair(viewer: PaperViewer, paper: Pick<PaperFacts, "track_id">): boolean {
  return managesPaper(viewer.access, paper) && !viewer.isAuthor && !viewer.isConflicted;
}

/**
 * Nobody else learns that the paper exists (404). A conflicted reviewer or track chair does not
 * either; a conflicted SUPERCHAIR, ADMIN or OC member still sees the paper (the conference's list
 * is theirs) but not its reviews, and may not decide it.
 */
export function canViewPaper(viewer: PaperViewer, paper: PaperFacts): boolean {
  if (viewer.isAuthor) return true;
  if (viewer.isConflicted) return canViewAllPapers(viewer.access);
  return viewer.isAssignedReviewer || managesPaper(viewer.access, paper);
}

/**
 * May the viewer know who wrote the paper? Always, except in a Double-blind conference for a
 * caller whose only standing on the paper is reviewer / TPC member (DESIGN.md §8: the shaping of
 * a paper for a caller applies it, in one place).
 */
export function mayKnowAuthors(
  viewer: PaperViewer,
  paper: Pick<PaperFacts, "track_id">,
  conf: Pick<ReviewVisibilityFacts, "reviewing_model">,
): boolean {
  return (
    reviewingModelOf(conf.reviewing_model) !== "Double-blind" || viewer.isAuthor || managesPaper(viewer.access, paper)
  );
}

/** Block (status 30): SUPERCHAIR, ADMIN or OC member, not on a paper they wrote or are conflicted with. */
export const canBlock = (viewer: PaperViewer) =>
  canViewAllPapers(viewer.access) && !viewer.isAuthor && !viewer.isConflicted;
/** Send Mail to author: as block. */
export const canMailAuthors = canBlock;

/**
 * Why the authors may not change the paper now (edit, co-authors), or null when they may.
 * Statuses 35/20/18 (and withdrawn/blocked) close it, so do the deadline and the conference's
 * submission_update_allowed switch.
 */
export function authorChangeRefusal(
  paper: Pick<PaperFacts, "status">,
  conf: PaperConferenceFacts | PaperActionContext,
  now = new Date(),
): string | null {
  const context = "beforeDeadline" in conf ? conf : paperActionContext(conf, now);
  if (!context.approved) return "This conference is not open for submissions.";
  if (!paperStatusAllowsAuthorChanges(paper.status))
    return "This paper can no longer be changed in its current status.";
  if (!context.beforeDeadline) return "The submission deadline has passed.";
  if (!context.updatesAllowed) return "This conference does not allow changes to submitted papers.";
  return null;
}

/** Why the authors may not withdraw the paper now, or null: only at status 0 and before the deadline. */
export function withdrawRefusal(
  paper: Pick<PaperFacts, "status">,
  conf: PaperConferenceFacts | PaperActionContext,
  now = new Date(),
): string | null {
  const context = "beforeDeadline" in conf ? conf : paperActionContext(conf, now);
  if (!context.approved) return "This conference is not open for submissions.";
  if (!paperStatusAllowsWithdraw(paper.status)) return "Only a submitted paper can be withdrawn.";
  if (!context.beforeDeadline) return "The submission deadline has passed.";
  return null;
}

export function blockRefusal(paper: Pick<PaperFacts, "status">): string | null {
  return paperStatusAllowsBlock(paper.status) ? null : "This paper is already withdrawn or blocked.";
}

/**
 * The flags of the domain's PaperActions this module answers (list items and the detail carry them
 * so the UI asks nothing twice); final_review and conflicts come from the decision and conflict rules.
 */
export type PaperActionFlags = Pick<
  PaperActions,
  "edit" | "authors" | "withdraw" | "block" | "mail_authors" | "presenter"
>;

/**
 * The conference facts of the action rules, worked out once per request rather than per row (the
 * deadline conversion is the costly part). The refusal functions above read it too, so a list flag
 * and the write it stands for are the same function.
 */
export interface PaperActionContext {
  approved: boolean;
  beforeDeadline: boolean;
  updatesAllowed: boolean;
  /** author_selecting_presenter = 1 */
  presenterChoice: boolean;
}

/**
 * Why the paper's authors may not mark its presenter now (POST /paper/presenter), or null;
 * the presenter flag of list items asks the same.
 */
export function presenterRefusal(paper: Pick<PaperFacts, "status">, presenterChoice: boolean): string | null {
  if (!presenterChoice) return "This conference does not let authors choose the presenter.";
  if (paper.status === PAPER_STATUS.WITHDRAWN || paper.status === PAPER_STATUS.BLOCKED)
    return "This paper is withdrawn or blocked.";
  return null;
}

export function paperActionContext(conf: PaperConferenceFacts, now = new Date()): PaperActionContext {
  return {
    approved: conf.conference_status === CONFERENCE_STATUS.APPROVED,
    beforeDeadline: isBeforeSubmissionDeadline(conf, now),
    updatesAllowed: conf.submission_update_allowed === 1,
    presenterChoice: conf.author_selecting_presenter === 1,
  };
}

/** The flags of one paper: exactly the verdicts of the writes' own predicates. */
export function paperActions(
  context: PaperActionContext,
  viewer: PaperViewer,
  paper: Pick<PaperFacts, "status">,
): PaperActionFlags {
  const edit = viewer.isAuthor && authorChangeRefusal(paper, context) === null;
  const chair = canBlock(viewer);
  return {
    edit,
    authors: edit,
    withdraw: viewer.isAuthor && withdrawRefusal(paper, context) === null,
    block: chair && blockRefusal(paper) === null,
    mail_authors: canMailAuthors(viewer),
    presenter: viewer.isAuthor && presenterRefusal(paper, context.presenterChoice) === null,
  };
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
  /** the submitted answers (JSON) and their form version; see reviewAnswers.ts */
  answers?: string | null;
  form_version?: number | null;
  form_fields?: string | null;
}

/** What a caller of reviewerDataFor wants beyond the spec's entry. */
export interface ReviewerDataOptions {
  /**
   * Each entry also carries the definitions of its form version's fields that reach the viewer
   * (fieldsFor: the same cut as its answers), for screens that show reviews to people who cannot
   * read the form (authors). Off for the paper lists, where it would repeat the form per entry.
   */
  withFields?: boolean;
}

/** An entry with the answers this audience may read (per field visibility of its form). */
const shown = (entry: ReviewerEntry, audience: ReviewAudience, options: ReviewerDataOptions = {}): PaperReviewer => ({
  id: entry.id,
  paper_id: entry.paper_id,
  user_id: entry.user_id,
  first_name: entry.first_name,
  last_name: entry.last_name,
  email: entry.email,
  reviewed_at: entry.reviewed_at,
  ...answersFor(entry, audience),
  ...(options.withFields ? { fields: fieldsFor(entry, audience) } : {}),
});

const anonymous = (entry: ReviewerEntry, position: number, options: ReviewerDataOptions): PaperReviewer => ({
  ...shown(entry, "authors", options),
  // the stored id would let an author tell reviews apart across papers; a position does not
  id: position,
  user_id: null,
  first_name: null,
  last_name: null,
  email: null,
});

/**
 * The submitted reviews as the paper's authors read them (whenever they may: released reviews,
 * the authors' response window): scores and remarks, never confidential remarks,
 * reviewer names only under Open, positions instead of ids.
 */
export function reviewsForAuthors(
  entries: readonly ReviewerEntry[],
  conf: Pick<ReviewVisibilityFacts, "reviewing_model">,
  options: ReviewerDataOptions = {},
): PaperReviewer[] {
  const open = reviewingModelOf(conf.reviewing_model) === "Open";
  return entries
    .filter((e) => e.reviewed_at !== null)
    .map((e, i) => {
      const shown = anonymous(e, i + 1, options);
      return open ? { ...shown, first_name: e.first_name, last_name: e.last_name } : shown;
    });
}

/**
 * The review entries of one paper as this viewer may see them (the one implementation of the
 * review visibility rules):
 * - an author of the paper (whatever role they also hold: a chair who wrote it is conflicted)
 *   sees nothing until the reviews are released or the authors' response window is open
 *   (authorsSeeReviews, the one rule GET /paper/response uses too); then the submitted reviews as
 *   reviewsForAuthors shapes them: fields meant for authors, reviewer names only under Open;
 * - SUPERCHAIR, ADMIN, OC members and the paper's track chairs see everything, unless conflicted
 *   with the paper: then nothing;
 * - an assigned reviewer sees their own entry in full; the other entries only when
 *   access_to_reviews_by_ordinary_pc_members is 1 and after submitting their own review (with
 *   confidential remarks), names only when are_reviewier_names_visible_to_pc is 1;
 * - anyone else sees nothing.
 * Within an entry, the answers are cut by their form's field visibility (answersFor): authors read
 * `authors` fields, PC members `authors` and `pc` fields of others' reviews, chairs everything; a
 * reviewer reads all of their own review.
 */
export function reviewerDataFor(
  viewer: PaperViewer,
  paper: Pick<PaperFacts, "track_id" | "status">,
  entries: readonly ReviewerEntry[],
  conf: ReviewVisibilityFacts,
  now = new Date(),
  options: ReviewerDataOptions = {},
): PaperReviewer[] {
  if (entries.length === 0) return [];
  if (viewer.isAuthor)
    return authorsSeeReviews(viewer, paper, conf, now) ? reviewsForAuthors(entries, conf, options) : [];
  if (viewer.isConflicted) return [];
  if (managesPaper(viewer.access, paper)) return entries.map((e) => shown(e, "chairs", options));
  if (!viewer.isAssignedReviewer) return [];
  const own = entries.find((e) => e.user_id === viewer.access.userId);
  const othersVisible = conf.access_to_reviews_by_ordinary_pc_members === 1 && own?.reviewed_at != null;
  const namesVisible = conf.are_reviewier_names_visible_to_pc === 1;
  return entries.flatMap((e) => {
    if (e.user_id === viewer.access.userId) return [shown(e, "chairs", options)];
    if (!othersVisible) return [];
    const other = shown(e, "pc", options);
    if (!namesVisible) Object.assign(other, { user_id: null, first_name: null, last_name: null, email: null });
    return [other];
  });
}
