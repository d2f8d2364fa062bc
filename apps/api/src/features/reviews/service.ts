import {
  type AddReviewInput,
  CONFERENCE_STATUS,
  CONFERENCE_STATUS_LABELS,
  type FinalReviewInput,
  PAPER_STATUS,
  type ReviewPapersQuery,
  paperStatusLabel,
  statusForDecision,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict } from "../../http/errors.js";
import {
  type PaperViewer,
  assertAllowed,
  canDecidePaper,
  canReview,
  mayDecide,
  mayReview,
  paperTakesDecision,
  paperTakesReview,
  requireConference,
  requireVisibleConference,
} from "../../policy/index.js";
import { conflictIndexFor, findPerson } from "../conflicts/repository.js";
import type { Kysely, Transaction } from "kysely";
import { type PaperContext, loadPaperAs } from "../papers/paperContext.js";
import * as repo from "./repository.js";
import { assignmentsReleasedFor } from "../autoassign/release.js";

type Db = Kysely<Database> | Transaction<Database>;

export const NOT_ASSIGNED = "Only a reviewer assigned to this paper may review it.";
export const AUTHOR_CONFLICT = "You are an author of this paper, so you cannot review, decide or notify it.";
export const CONFLICTED = "You have a conflict of interest with this paper, so you cannot see its reviews or decide it.";
export const NOT_DECIDER = "Only the conference chairs, the organising committee, an administrator or the chairs of this paper's track may decide this paper.";

/**
 * The paper and the caller's relation to it (the papers feature's loader), or 404 when it does not
 * exist or the caller may not see it: only those who can see a paper learn that it exists, and
 * they get 403 when they may not act.
 */
export async function requirePaper(db: Db, user: Pick<AuthUser, "id" | "role">, paperId: number): Promise<PaperContext> {
  return loadPaperAs(db, user, paperId);
}

/** 403 with the reason unless the caller may decide (and notify) the paper. */
export function assertMayDecide(viewer: PaperViewer, paper: { track_id: number }): void {
  const refusal = viewer.isAuthor ? AUTHOR_CONFLICT : viewer.isConflicted ? CONFLICTED : NOT_DECIDER;
  assertAllowed(mayDecide(viewer, paper), canDecidePaper(viewer.access, paper) ? refusal : NOT_DECIDER);
}

/** Writes (reviews, decisions, notifications) need an Approved conference: nothing runs on a blocked one. */
export async function requireOpenConference(db: Db, confId: number) {
  const conference = await requireConference(db, confId);
  if (conference.conference_status !== CONFERENCE_STATUS.APPROVED) {
    throw conflict(`The conference is ${CONFERENCE_STATUS_LABELS[conference.conference_status] ?? "not open"}; nothing can be changed on it now.`);
  }
  return conference;
}

/** Why a paper takes no review, in words for the reviewer (409). */
function reviewClosedReason(paper: PaperContext["paper"]): string {
  if (paper.status === PAPER_STATUS.WITHDRAWN) return "This paper has been withdrawn; it takes no reviews.";
  if (paper.status === PAPER_STATUS.BLOCKED) return "This paper is blocked; it takes no reviews.";
  if (!paper.has_file) return "This paper has no file to review yet.";
  return "A final decision has been recorded for this paper; reviews are closed.";
}

function decisionClosedReason(paper: PaperContext["paper"]): string {
  if (paper.status === PAPER_STATUS.WITHDRAWN) return "This paper has been withdrawn; it cannot be decided.";
  if (paper.status === PAPER_STATUS.BLOCKED) return "This paper is blocked; it cannot be decided.";
  return "This paper has no file yet; it cannot be decided.";
}

/** Submits or updates the caller's review; a second submission replaces the first and its reviewed_at. */
export async function addReview(ctx: AppContext, user: AuthUser, paperId: number, input: AddReviewInput) {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await requirePaper(trx, user, paperId);
    const assignment = await repo.findAssignment(trx, paperId, user.id);
    const isAuthor = viewer.isAuthor;
    assertAllowed(mayReview(assignment, user.id, isAuthor), isAuthor && assignment ? AUTHOR_CONFLICT : NOT_ASSIGNED);
    if (!paperTakesReview(paper)) throw conflict(reviewClosedReason(paper));
    await requireOpenConference(trx, paper.conf_id);
    const reviewedAt = nowIso();
    await repo.saveReview(trx, assignment!.id, {
      reviewer_evaluation: input.reviewer_evaluation,
      reviewer_confidence: input.reviewer_confidence,
      reviewer_remarks: input.reviewer_remarks,
      reviewer_confidential_remarks: input.reviewer_confidential_remarks || null,
      reviewed_at: reviewedAt,
    });
    const updated = assignment!.reviewed_at !== null;
    await recordAudit(trx, {
      actorId: user.id,
      action: updated ? "review.update" : "review.submit",
      entityType: "paper_review",
      entityId: assignment!.id,
      confId: paper.conf_id,
      // The remarks stay out of the audit trail: it is read more widely than the reviews.
      details: { paper_id: paper.id, reviewer_evaluation: input.reviewer_evaluation, reviewer_confidence: input.reviewer_confidence },
    });
    return { updated, reviewed_at: reviewedAt };
  });
}

/** Records a final decision; the paper's status follows the decision (35, 20 or 18). */
export async function setFinalDecision(ctx: AppContext, user: AuthUser, paperId: number, input: FinalReviewInput) {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await requirePaper(trx, user, paperId);
    assertMayDecide(viewer, paper);
    if (!paperTakesDecision(paper)) throw conflict(decisionClosedReason(paper));
    await requireOpenConference(trx, paper.conf_id);
    const status = statusForDecision(input.decision);
    const saved = await repo.saveDecision(
      trx,
      { id: paper.id, from_status: paper.status, to_status: status },
      { decision: input.decision, final_decision_remark: input.final_decision_remark, decided_by: user.id, at: nowIso() },
    );
    if (!saved) throw conflict("The paper's status has just changed; reload and try again.");
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.decision",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { decision: input.decision, from_status: paper.status, to_status: status },
    });
    return { id: paper.id, decision: input.decision, final_decision_remark: input.final_decision_remark, status, status_label: paperStatusLabel(status) };
  });
}

/** The Review Papers table: each paper with the caller's own review entry and whether they may review now. */
export async function listReviewPapers(ctx: AppContext, user: AuthUser, confId: number, query: ReviewPapersQuery) {
  // a conference the caller may not see answers like a missing one (issue 15)
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  const scope = { confId, userId: user.id, allWithFile: user.role === "ADMIN" };
  // papers the caller is conflicted with are neither listed nor counted (issue 14)
  const [candidates, person] = await Promise.all([repo.reviewPaperIds(ctx.db, scope), findPerson(ctx.db, user.id)]);
  const index = await conflictIndexFor(ctx.db, candidates);
  // issue 16: assignments not yet released to the PC are not listed (the ADMIN's list is all papers)
  const hidden = !scope.allWithFile && !(await assignmentsReleasedFor(ctx.db, confId));
  const excludeIds = hidden ? candidates : person ? candidates.filter((id) => index.isConflicted(id, person)) : [];
  const { rows, total } = await repo.listReviewPapers(ctx.db, { ...scope, excludeIds, page: query.page, perPage: query.per_page });
  const data = rows.map((r) => {
    const assignment = r.review_id === null ? undefined : { user_id: user.id };
    return {
      id: r.id,
      paper_sequence: r.paper_sequence,
      paper_title: r.paper_title,
      keywords: r.keywords,
      abstract: r.abstract,
      track_id: r.track_id,
      track_name: r.track_name,
      status: r.status,
      status_label: paperStatusLabel(r.status),
      has_file: r.has_file,
      can_review: canReview({ track_id: r.track_id, status: r.status, has_file: r.has_file }, assignment, user.id, r.is_author),
      // The caller's own entry only (spec's paper reviewer entry); other reviews are not on this list.
      my_review:
        r.review_id === null
          ? null
          : {
              id: r.review_id,
              paper_id: r.id,
              first_name: user.first_name,
              last_name: user.last_name,
              email: user.email,
              reviewer_evaluation: r.reviewer_evaluation,
              reviewer_confidence: r.reviewer_confidence,
              reviewer_remarks: r.reviewer_remarks ?? "",
              reviewer_confidential_remarks: r.reviewer_confidential_remarks ?? "",
              reviewed_at: r.reviewed_at,
            },
    };
  });
  // only said when it is so: the spec's list answer stays { data, total }
  return hidden ? { data, total, assignments_hidden: true } : { data, total };
}
