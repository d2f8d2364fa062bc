import type { Transaction } from "kysely";
import { PAPER_STATUS, type ReviewerAssigned, paperStatusLabel } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, notFound } from "../../http/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import { type ConferenceAccess, assertNoRefusal, whyNotManagePaperReviewers } from "../../policy/index.js";
import { reviewerAssignedMail } from "./mails.js";
import * as repo from "./repository.js";
import { assignmentsReleasedFor, conflictIndexAmong, loadPaperAs } from "../../access/index.js";

type Trx = Transaction<Database>;

/**
 * The paper, once the caller may manage its reviewers: 404 for whoever may not even see the paper
 * (the papers feature's visibility rule), 403 for its other viewers (authors, its reviewers).
 */
async function requirePaperManager(
  trx: Trx,
  user: AuthUser,
  paperId: number,
): Promise<{ paper: NonNullable<Awaited<ReturnType<typeof repo.findPaperForAssignment>>>; access: ConferenceAccess }> {
  const { access, viewer } = await loadPaperAs(trx, user, paperId);
  const paper = await repo.findPaperForAssignment(trx, paperId);
  if (!paper) throw notFound("Paper");
  assertNoRefusal(
    whyNotManagePaperReviewers(access, { trackId: paper.track_id, conferenceStatus: paper.conference_status }, viewer),
  );
  return { paper, access };
}

/**
 * Assigns a TPC member of the paper's track as its reviewer. Refused with 409 and the reason when
 * the person is not an accepted member, is conflicted (an author, or an author's institution), is
 * already on the paper, or the paper is no longer waiting for reviews.
 */
export async function assignReviewer(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  reviewerId: number,
): Promise<ReviewerAssigned> {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper } = await requirePaperManager(trx, user, paperId);
    if (paper.status !== PAPER_STATUS.SUBMITTED) {
      throw conflict(
        `Reviewers can only be assigned to submitted papers; this paper is ${paperStatusLabel(paper.status)}.`,
      );
    }
    const reviewer = await repo.findActiveUser(trx, reviewerId);
    const membership = reviewer ? await repo.findMembership(trx, paper.track_id, reviewerId) : undefined;
    if (!reviewer || membership?.status !== repo.TPC_STATUS.ACCEPTED) {
      throw conflict("Only an accepted TPC member of this paper's track can be assigned as its reviewer.");
    }
    const reason = (await conflictIndexAmong(trx, [paper.id], [reviewer])).refusal(paper.id, reviewer);
    if (reason) throw conflict(reason);
    const inserted = await repo.insertAssignment(trx, paper.id, reviewer.id, user.id);
    if (!inserted) throw conflict("This TPC member is already a reviewer of this paper.");
    // before the release the reviewer does not see the paper yet: the release mail will list it
    if (await assignmentsReleasedFor(trx, paper.conf_id))
      await enqueueMail(trx, ctx.config, reviewerAssignedMail(ctx.config, reviewer, paper, inserted.id));
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.reviewer.assign",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { reviewer_id: reviewer.id, assignment_id: inserted.id },
    });
    const entry = await repo.reviewerEntry(trx, inserted.id);
    // a new assignment: nothing of a review yet
    return {
      id: entry.id,
      paper_id: entry.paper_id,
      user_id: entry.user_id,
      first_name: entry.first_name,
      last_name: entry.last_name,
      email: entry.email,
      reviewer_evaluation: null,
      reviewer_confidence: null,
      reviewer_remarks: null,
      reviewer_confidential_remarks: null,
      reviewed_at: null,
      answers: null,
      form_version: null,
    };
  });
}

const REVIEWED =
  "This reviewer has already submitted a review of this paper, so the assignment stays (no review is ever lost).";

type Assignment = NonNullable<Awaited<ReturnType<typeof repo.findAssignment>>>;

/** The removal itself, once the caller manages the paper: refused when the review was submitted. */
async function removeAssignment(trx: Trx, user: AuthUser, paper: { id: number; conf_id: number }, a: Assignment) {
  if (a.reviewed_at !== null) throw conflict(REVIEWED);
  // the review may land between our read and this delete: only an unreviewed row goes
  if (!(await repo.deleteUnreviewedAssignment(trx, a.id))) throw conflict(REVIEWED);
  await recordAudit(trx, {
    actorId: user.id,
    action: "paper.reviewer.remove",
    entityType: "paper",
    entityId: paper.id,
    confId: paper.conf_id,
    details: { reviewer_id: a.user_id, assignment_id: a.id },
  });
}

/** Removes a reviewer assignment, unless its review was submitted. */
export async function removeReviewer(ctx: AppContext, user: AuthUser, assignmentId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const assignment = await repo.findAssignment(trx, assignmentId);
    if (!assignment) throw notFound("Reviewer assignment");
    const { paper } = await requirePaperManager(trx, user, assignment.paper_id);
    await removeAssignment(trx, user, paper, assignment);
  });
}

/** The same removal named by paper and reviewer (the bulk action): the manager check comes first. */
export async function removeReviewerOf(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  reviewerId: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { paper } = await requirePaperManager(trx, user, paperId);
    const assignment = await repo.findAssignmentOf(trx, paperId, reviewerId);
    if (!assignment) throw conflict("This person is not a reviewer of this paper.");
    await removeAssignment(trx, user, paper, assignment);
  });
}

/** A mail to each reviewer of a paper; the subject and text are already filled for this paper. */
export interface ReviewerMail {
  from: string;
  subject: string;
  text: string;
}

/**
 * Mails the paper's assigned reviewers (those who manage its reviewers may): one mail each, left
 * out for a reviewer now conflicted with the paper. `dryRun` makes the same checks and answers the
 * same mails without queuing or recording anything (a preview).
 */
export async function mailReviewers(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  mail: ReviewerMail,
  { dryRun = false } = {},
) {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper } = await requirePaperManager(trx, user, paperId);
    const people = await repo.paperReviewerPeople(trx, paper.id);
    const index = await conflictIndexAmong(trx, [paper.id], people);
    const mails = people
      .filter((p) => !index.isConflicted(paper.id, p))
      .map((p) => ({
        to: p.email,
        from: mail.from,
        subject: mail.subject,
        text: mail.text,
        contextType: "paper.reviewer_mail",
        contextId: paper.id,
        confId: paper.conf_id,
      }));
    if (dryRun) return { mails };
    await enqueueMail(trx, ctx.config, mails);
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.reviewer_mail",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { from: mail.from, subject: mail.subject, recipients: mails.map((m) => m.to) },
    });
    return { mails };
  });
}
