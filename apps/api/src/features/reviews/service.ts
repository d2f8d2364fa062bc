import {
  type AddReviewInput,
  CONFERENCE_STATUS,
  CONFERENCE_STATUS_LABELS,
  type FinalReviewInput,
  type finalReviewSchema,
  finalReviewSchemaFor,
  type ReviewAnswers,
  PAPER_STATUS,
  type ReviewPapersQuery,
  answersOfReviewBody,
  findDecision,
  paperStatusText,
  statusForOutcome,
  validateReviewAnswers,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, notFound, validationFailed } from "../../http/errors.js";
import { parseOrThrow } from "../../http/route.js";
import type { z } from "zod";
import {
  type PaperViewer,
  assertAllowed,
  canDecidePaper,
  canReview,
  formFieldsOf,
  mayDecide,
  storedAnswers,
  mayReview,
  paperTakesDecision,
  paperTakesReview,
  requireConference,
  requireVisibleConference,
} from "../../policy/index.js";
import { conflictIndexFor, findPerson } from "../conflicts/repository.js";
import type { Kysely, Transaction } from "kysely";
import { type PaperContext, loadPaperAs } from "../papers/paperContext.js";
import { assertReviewWindow, withReviewPhase } from "../reviewPhase/service.js";
import { conferenceDecisions, currentReviewForm } from "../reviewForms/repository.js";
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

/**
 * The paper, the caller's assignment and conference, once the caller may write a review of it now:
 * 403 unless the assigned, unconflicted reviewer; 409 when the paper or the conference is closed.
 */
async function requireReviewablePaper(trx: Transaction<Database>, user: AuthUser, paperId: number) {
  const { paper, viewer } = await requirePaper(trx, user, paperId);
  const assignment = await repo.findAssignment(trx, paperId, user.id);
  const isAuthor = viewer.isAuthor;
  assertAllowed(mayReview(assignment, user.id, isAuthor), isAuthor && assignment ? AUTHOR_CONFLICT : NOT_ASSIGNED);
  if (!paperTakesReview(paper)) throw conflict(reviewClosedReason(paper));
  const conference = await requireOpenConference(trx, paper.conf_id);
  return { paper, assignment: assignment!, conference };
}

/**
 * Saves the caller's review. The answers (the spec's four fields and/or `answers`) are checked
 * against the conference's current form by the shared validateReviewAnswers (422 per field).
 * A draft (`draft: true`) skips required fields and word limits and is kept apart: nobody else sees
 * it and the submitted review, counts and averages do not change. Submitting stores the answers
 * with the form version, keeps the version in review_versions and clears the draft.
 */
export async function addReview(ctx: AppContext, user: AuthUser, paperId: number, input: AddReviewInput) {
  return ctx.db.transaction().execute((trx) => saveReviewIn(trx, user, paperId, answersOfReviewBody(input), input.draft));
}

/**
 * One review saved inside the caller's transaction: the online dialog and every paper of an
 * offline form go through here, so they are checked alike and a refused paper writes nothing.
 */
export async function saveReviewIn(trx: Transaction<Database>, user: AuthUser, paperId: number, rawAnswers: Record<string, unknown>, draft: boolean) {
  const { paper, assignment } = await requireReviewablePaper(trx, user, paperId);
  // The review phase (open or closed, hard deadline, this reviewer's extension): drafts too, so a
  // reviewer is never led to write a draft the window will refuse to submit.
  await assertReviewWindow(trx, paper.conf_id, paper.id, user.id);
  const form = await currentReviewForm(trx, paper.conf_id);
  const { values, errors } = validateReviewAnswers(form.fields, rawAnswers, { draft });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const savedAt = nowIso();
  if (draft) {
    await repo.saveDraft(trx, assignment.id, { draft_answers: JSON.stringify(values), draft_form_version: form.version, draft_saved_at: savedAt });
    return { draft: true, updated: assignment.reviewed_at !== null, reviewed_at: assignment.reviewed_at, draft_saved_at: savedAt, form_version: form.version };
  }
  const legacy = (key: string) => (key in values ? values[key] : null);
  const text = (key: string) => (typeof legacy(key) === "string" ? (legacy(key) as string) : null);
  const score = (key: string) => (typeof legacy(key) === "number" ? (legacy(key) as number) : null);
  await repo.saveReview(trx, assignment.id, {
    reviewer_evaluation: score("reviewer_evaluation"),
    reviewer_confidence: score("reviewer_confidence"),
    reviewer_remarks: text("reviewer_remarks"),
    reviewer_confidential_remarks: text("reviewer_confidential_remarks"),
    answers: JSON.stringify(values),
    form_version: form.version,
    reviewed_at: savedAt,
    draft_answers: null,
    draft_form_version: null,
    draft_saved_at: null,
  });
  const version = await repo.appendReviewVersion(trx, {
    paper_reviewer_id: assignment.id,
    paper_id: paper.id,
    user_id: user.id,
    form_version: form.version,
    answers: JSON.stringify(values),
    submitted_at: savedAt,
  });
  const updated = assignment.reviewed_at !== null;
  await recordAudit(trx, {
    actorId: user.id,
    action: updated ? "review.update" : "review.submit",
    entityType: "paper_review",
    entityId: assignment.id,
    confId: paper.conf_id,
    // Only the scores go into the audit trail: it is read more widely than the reviews.
    details: {
      paper_id: paper.id,
      reviewer_evaluation: score("reviewer_evaluation"),
      reviewer_confidence: score("reviewer_confidence"),
      form_version: form.version,
      review_version: version,
    },
  });
  return { draft: false, updated, reviewed_at: savedAt, form_version: form.version, review_version: version };
}

/** Records a final decision from the conference's decision list; the status follows its outcome (35, 20 or 18). */
export async function setFinalDecision(ctx: AppContext, user: AuthUser, paperId: number, body: z.infer<typeof finalReviewSchema>) {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await requirePaper(trx, user, paperId);
    assertMayDecide(viewer, paper);
    if (!paperTakesDecision(paper)) throw conflict(decisionClosedReason(paper));
    await requireOpenConference(trx, paper.conf_id);
    const list = await conferenceDecisions(trx, paper.conf_id);
    const input: FinalReviewInput = parseOrThrow(finalReviewSchemaFor(list.map((d) => d.label)), body);
    const decision = findDecision(list, input.decision)!;
    const status = statusForOutcome(decision.outcome);
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
    return { id: paper.id, decision: input.decision, outcome: decision.outcome, final_decision_remark: input.final_decision_remark, status, status_label: paperStatusText(status, input.decision) };
  });
}

function parseAnswers(raw: string | null): ReviewAnswers {
  try {
    return raw ? (JSON.parse(raw) as ReviewAnswers) : {};
  } catch {
    return {};
  }
}

/**
 * GET /paper/review-history/{paperId}/{reviewerId}: every submitted version of a reviewer's review,
 * with the fields of the form version each was written against; for those who act as chairs on
 * the paper (not its authors, not conflicted).
 */
export async function reviewHistory(ctx: AppContext, user: AuthUser, paperId: number, reviewerId: number) {
  const { paper, viewer } = await requirePaper(ctx.db, user, paperId);
  assertAllowed(mayDecide(viewer, paper), viewer.isAuthor ? AUTHOR_CONFLICT : viewer.isConflicted ? CONFLICTED : "Only the chairs of this paper may read the history of its reviews.");
  const rows = await repo.reviewVersions(ctx.db, paper.id, reviewerId);
  if (rows.length === 0 && !(await repo.findAssignment(ctx.db, paper.id, reviewerId))) throw notFound("Review");
  return {
    paper_id: paper.id,
    reviewer_id: reviewerId,
    versions: rows.map((r) => ({
      version: r.version,
      form_version: r.form_version,
      submitted_at: r.submitted_at,
      answers: parseAnswers(r.answers),
      fields: formFieldsOf({ form_fields: r.form_fields }),
    })),
  };
}

/** The Review Papers table: each paper with the caller's own review entry and whether they may review now. */
export async function listReviewPapers(ctx: AppContext, user: AuthUser, confId: number, query: ReviewPapersQuery) {
  // a conference the caller may not see answers like a missing one
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  const scope = { confId, userId: user.id, allWithFile: user.role === "ADMIN" };
  // papers the caller is conflicted with are neither listed nor counted
  const [candidates, person] = await Promise.all([repo.reviewPaperIds(ctx.db, scope), findPerson(ctx.db, user.id)]);
  const index = await conflictIndexFor(ctx.db, candidates);
  // assignments not yet released to the PC are not listed (the ADMIN's list is all papers)
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
      status_label: paperStatusText(r.status, r.decision),
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
              // the caller's own review: every answer, and their draft (seen by nobody else)
              answers: storedAnswers({ ...r, form_fields: null }),
              form_version: r.form_version ?? 0,
              draft: r.draft_saved_at === null ? null : { answers: parseAnswers(r.draft_answers), form_version: r.draft_form_version ?? 0, saved_at: r.draft_saved_at },
            },
    };
  });
  return withReviewPhase(ctx.db, user.id, confId, hidden ? { data, total, assignments_hidden: true } : { data, total }); // the same window as add-review; hidden until released
}
