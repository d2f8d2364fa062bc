import {
  type AddReviewInput,
  type FinalReviewInput,
  type finalReviewSchema,
  finalReviewSchemaFor,
  type ReviewAnswers,
  type ReviewHistory,
  type ReviewPapersPage,
  type ReviewSaved,
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
  AUTHOR_CONFLICT,
  CONFLICTED,
  type PaperViewer,
  type ReviewRights,
  assertAllowed,
  assertNoRefusal,
  formFieldsOf,
  managesPaper,
  mayDecide,
  paperTakesReview,
  storedAnswers,
  whyNotDecide,
  whyNotReview,
  whyNotSetDecision,
} from "../../policy/index.js";
import { reviewWindow } from "../../policy/reviewPhase.js";
import type { Transaction } from "kysely";
import { withReviewPhase } from "../reviewPhase/index.js";
import { conferenceDecisions, currentReviewForm } from "../reviewForms/index.js";
import * as repo from "./repository.js";
import {
  assignmentsReleasedFor,
  conflictIndexAmong,
  loadPaperAs,
  loadReviewRights,
  requireConference,
  requireVisibleConference,
  rightsOf,
} from "../../access/index.js";
import { extensionsOf, findPhaseConference } from "../../access/repository.js";

/** 403 with the policy's refusal unless the caller may decide (and notify) the paper. */
export function assertMayDecide(viewer: PaperViewer, paper: { track_id: number }): void {
  assertNoRefusal(whyNotDecide(viewer, paper));
}

/**
 * Saves the caller's review. The answers (the spec's four fields and/or `answers`) are checked
 * against the conference's current form by the shared validateReviewAnswers (422 per field).
 * A draft (`draft: true`) skips required fields and word limits and is kept apart: nobody else sees
 * it and the submitted review, counts and averages do not change. Submitting stores the answers
 * with the form version, keeps the version in review_versions and clears the draft.
 */
export async function addReview(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: AddReviewInput,
): Promise<ReviewSaved> {
  return ctx.db
    .transaction()
    .execute((trx) => saveReviewIn(trx, user, paperId, answersOfReviewBody(input), input.draft));
}

/**
 * One review saved inside the caller's transaction: the online dialog and every paper of an
 * offline form go through here, so they are checked alike and a refused paper writes nothing.
 */
export async function saveReviewIn(
  trx: Transaction<Database>,
  user: AuthUser,
  paperId: number,
  rawAnswers: Record<string, unknown>,
  draft: boolean,
): Promise<ReviewSaved> {
  // Who may review, the paper's state, the conference's and the review phase (open or closed, hard
  // deadline, this reviewer's extension): drafts too, so a reviewer is never led to write a draft
  // the window will refuse to submit. The Review Papers list's can_review is the same ability.
  const { paper, rights } = await loadReviewRights(trx, user, paperId);
  assertNoRefusal(whyNotReview(rights));
  const assignment = rights.assignment!;
  const form = await currentReviewForm(trx, paper.conf_id);
  const { values, errors } = validateReviewAnswers(form.fields, rawAnswers, { draft });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const savedAt = nowIso();
  if (draft) {
    await repo.saveDraft(trx, assignment.id, {
      draft_answers: JSON.stringify(values),
      draft_form_version: form.version,
      draft_saved_at: savedAt,
    });
    return {
      draft: true,
      updated: assignment.reviewed_at !== null,
      reviewed_at: assignment.reviewed_at,
      draft_saved_at: savedAt,
      form_version: form.version,
    };
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
export async function setFinalDecision(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  body: z.infer<typeof finalReviewSchema>,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const context = await loadPaperAs(trx, user, paperId);
    const { paper } = context;
    // the paper's final_review flag is the same ability (canSetDecision)
    assertNoRefusal(whyNotSetDecision(rightsOf(context)));
    const list = await conferenceDecisions(trx, paper.conf_id);
    const input: FinalReviewInput = parseOrThrow(finalReviewSchemaFor(list.map((d) => d.label)), body);
    const decision = findDecision(list, input.decision)!;
    const status = statusForOutcome(decision.outcome);
    const saved = await repo.saveDecision(
      trx,
      { id: paper.id, from_status: paper.status, to_status: status },
      {
        decision: input.decision,
        final_decision_remark: input.final_decision_remark,
        decided_by: user.id,
        at: nowIso(),
      },
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
    return {
      id: paper.id,
      decision: input.decision,
      outcome: decision.outcome,
      final_decision_remark: input.final_decision_remark,
      status,
      status_label: paperStatusText(status, input.decision),
    };
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
export async function reviewHistory(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  reviewerId: number,
): Promise<ReviewHistory> {
  const { paper, viewer } = await loadPaperAs(ctx.db, user, paperId);
  assertAllowed(
    mayDecide(viewer, paper),
    viewer.isAuthor
      ? AUTHOR_CONFLICT
      : viewer.isConflicted
        ? CONFLICTED
        : "Only the chairs of this paper may read the history of its reviews.",
  );
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
      fields: [...formFieldsOf({ form_fields: r.form_fields })],
    })),
  };
}

/** The Review Papers table: each paper with the caller's own review entry and whether they may review now. */
export async function listReviewPapers(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  query: ReviewPapersQuery,
  now = new Date(),
): Promise<ReviewPapersPage> {
  // a conference the caller may not see answers like a missing one
  const conference = await requireConference(ctx.db, confId);
  const access = (await requireVisibleConference(ctx.db, user, confId, conference.conference_status))!;
  const scope = { confId, userId: user.id, allWithFile: user.role === "ADMIN" };
  const candidates = await repo.reviewPaperCandidates(ctx.db, scope);
  // only the caller is asked about, so only what judges them is read (their person facts came
  // with the session)
  const index = await conflictIndexAmong(
    ctx.db,
    candidates.map((c) => c.id),
    [user],
  );
  // assignments not yet released to the PC are not listed (the ADMIN's list is all papers), except
  // on papers the caller runs: the release rule (policy releasedViewer) the review write applies too
  const hidden = !scope.allWithFile && !(await assignmentsReleasedFor(ctx.db, confId));
  // papers the caller is conflicted with are neither listed nor counted
  const excluded = (c: { id: number; track_id: number }) =>
    (hidden && !managesPaper(access, c)) || index.isConflicted(c.id, user);
  const excludeIds = candidates.filter(excluded).map((c) => c.id);
  const { rows, total } = await repo.listReviewPapers(ctx.db, {
    ...scope,
    excludeIds,
    page: query.page,
    perPage: query.per_page,
  });
  const [phase, extensions] = await Promise.all([
    findPhaseConference(ctx.db, confId),
    extensionsOf(
      ctx.db,
      user.id,
      rows.map((r) => r.id),
    ),
  ]);
  const data = rows.map((r) => {
    const paper = {
      id: r.id,
      conf_id: confId,
      track_id: r.track_id,
      status: r.status,
      has_file: Boolean(r.has_file),
      created_by: 0,
    };
    // listed papers are neither conflicted nor hidden by the release rule (both filtered above)
    const rights: ReviewRights = {
      viewer: { access, isAuthor: Boolean(r.is_author), isAssignedReviewer: r.review_id !== null, isConflicted: false },
      paper,
      conferenceStatus: conference.conference_status,
      assignment: r.review_id === null ? null : { id: r.review_id, user_id: user.id, reviewed_at: r.reviewed_at },
      window: phase
        ? reviewWindow(phase, extensions.get(r.id) ?? null, now)
        : { open: false, reason: "Conference not found." },
    };
    const refusal = whyNotReview(rights);
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
      can_review: refusal === null,
      // why the caller's own assignment takes no review now (the paper's, conference's or window's state)
      review_closed_reason:
        rights.assignment && refusal?.status === 409 && paperTakesReview(paper) ? refusal.message : null,
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
              draft:
                r.draft_saved_at === null
                  ? null
                  : {
                      answers: parseAnswers(r.draft_answers),
                      form_version: r.draft_form_version ?? 0,
                      saved_at: r.draft_saved_at,
                    },
            },
    };
  });
  // assignments not yet released are hidden (assignments_hidden)
  const page = hidden ? { data, total, assignments_hidden: true as const } : { data, total };
  return withReviewPhase(ctx.db, user.id, page, { conf: phase, extensions });
}
