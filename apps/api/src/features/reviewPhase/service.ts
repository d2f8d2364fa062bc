// The review phase: the review window, per-reviewer extensions, and declined
// assignments. Reminders and attachments have their own files.
import type {
  DeclineReviewInput,
  ReviewExtension,
  ReviewExtensionEntry,
  ReviewExtensionInput,
  ReviewPaperPhase,
  ReviewPhaseInfo,
} from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, notFound } from "../../http/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import {
  ALREADY_REVIEWED,
  assertAllowed,
  assertNoRefusal,
  canDeclineReview,
  mayDecide,
  whyNotDeclineReview,
} from "../../policy/index.js";
import { firstSubmission, isLateReview, reviewWindow } from "../../policy/reviewPhase.js";
import { reviewMarksOf } from "../papers/index.js";
import { deadlineOut, deadlineText, instructionsHtml } from "./phaseText.js";
import * as repo from "./repository.js";
import type { PhaseConference } from "./repository.js";
import {
  conflictIndexAmong,
  loadPaperAs,
  requireConference,
  requireOpenConference,
  requireVisibleConference,
} from "../../access/index.js";

type Db = Kysely<Database> | Transaction<Database>;

export const NOT_EXTENDER =
  "Only the conference chairs, the organising committee, an administrator or the chairs of this paper's track may extend a review deadline.";

interface ListItem {
  id: number;
  /** the policy's canReview for the caller (window included), worked out by the list */
  can_review: boolean;
  review_closed_reason: string | null;
  my_review: { id: number; reviewed_at: string | null } | null;
}

/** The phase facts the list already loaded for its can_review (the access repository's). */
export interface PhaseFacts {
  conf: PhaseConference | undefined;
  extensions: Map<number, string>;
}

/**
 * Adds the review phase to the Review Papers items: the caller's extension, lateness, decline and
 * attachment. `can_review` and `review_closed_reason` come from the list (policy canReview, which
 * asks the same window add-review asks).
 */
export async function withReviewPhase<P extends { data: ListItem[]; total: number }>(
  db: Db,
  userId: number,
  page: P,
  facts: PhaseFacts,
): Promise<Omit<P, "data"> & { data: (P["data"][number] & ReviewPaperPhase)[] }> {
  const { conf, extensions } = facts;
  const ids = page.data.map((p) => p.id);
  const [attachments, marks] = await Promise.all([repo.attachmentsOf(db, userId, ids), reviewMarksOf(db, ids)]);
  const attachmentByPaper = new Map(attachments.map((a) => [a.paper_id, a]));
  const data = page.data.map((item) => {
    const extension = extensions.get(item.id) ?? null;
    const a = attachmentByPaper.get(item.id);
    return {
      ...item,
      extended_until: extension && conf ? deadlineOut(extension, conf.timezone_for_deadline) : null,
      // late by the FIRST submission, as the chairs see it (policy/reviewPhase.ts firstSubmission)
      review_late:
        conf !== undefined &&
        item.my_review !== null &&
        isLateReview(
          conf,
          firstSubmission({
            reviewed_at: item.my_review.reviewed_at,
            first_submitted_at: marks.firstSubmitted.get(item.my_review.id) ?? null,
          }),
        ),
      // policy whyNotDeclineReview, as POST /paper/decline-review asks it
      can_decline:
        conf !== undefined &&
        canDeclineReview({ assignment: item.my_review, conferenceStatus: conf.conference_status }),
      attachment: a ? { ...attachmentView(a) } : null,
    };
  });
  // the page's other fields (e.g. assignments_hidden) pass through
  return { ...page, data };
}

export function attachmentView(a: {
  id: number;
  paper_id: number;
  user_id: number;
  file_name: string;
  mime_type: string;
  size: number;
  uploaded_at: string;
}) {
  return {
    id: a.id,
    paper_id: a.paper_id,
    reviewer_id: a.user_id,
    file_name: a.file_name,
    mime_type: a.mime_type,
    size: a.size,
    uploaded_at: a.uploaded_at,
    url: `/paper/review-attachment/${a.id}`,
  };
}

/** GET /conference/review-phase/{confId}: deadlines with their zone, instructions, whether open. */
export async function reviewPhaseInfo(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  now = new Date(),
): Promise<ReviewPhaseInfo> {
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  const conf = (await repo.findPhaseConference(ctx.db, confId))!;
  const window = reviewWindow(conf, null, now);
  return {
    conf_id: confId,
    reviewing_open: conf.permit_pc_members_to_enter_reviews === 1,
    closed_reason: window.open ? null : window.reason,
    review_deadline: deadlineOut(conf.review_deadline, conf.timezone_for_deadline),
    review_hard_deadline: deadlineOut(conf.review_hard_deadline, conf.timezone_for_deadline),
    instructions_html: instructionsHtml(conf.instructions),
    attachments_allowed: conf.review_can_have_attachments === 1,
    date_format: conf.date_format,
  };
}

/**
 * The paper and its deadline zone, when the caller may grant or remove its reviewers' extensions
 * (the chairs who decide it); `open`: the change also needs the conference open.
 */
async function requireExtender(db: Db, user: AuthUser, paperId: number, open: boolean) {
  const { paper, viewer } = await loadPaperAs(db, user, paperId);
  assertAllowed(mayDecide(viewer, paper), NOT_EXTENDER);
  if (open) await requireOpenConference(db, paper.conf_id);
  const conf = (await repo.findPhaseConference(db, paper.conf_id))!;
  return { paper, zone: conf.timezone_for_deadline };
}

/** The paper's history entry of a granted or removed extension (the deadline as stored, with its zone). */
function auditExtension(
  db: Db,
  user: AuthUser,
  paper: { id: number; conf_id: number },
  action: "review.extension" | "review.extension.remove",
  reviewerId: number,
  deadline: string,
  zone: string | null,
) {
  return recordAudit(db, {
    actorId: user.id,
    action,
    entityType: "paper",
    entityId: paper.id,
    confId: paper.conf_id,
    details: { reviewer_id: reviewerId, deadline, timezone: zone },
  });
}

/** POST /paper/review-extension/{paperId}: a chair moves one reviewer's hard deadline for one paper. */
export async function grantExtension(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: ReviewExtensionInput,
): Promise<ReviewExtension> {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, zone } = await requireExtender(trx, user, paperId, true);
    const assignment = await repo.findAssignment(trx, paperId, input.reviewer_id);
    if (!assignment) throw notFound("Reviewer assignment");
    await repo.saveExtension(trx, {
      paper_id: paperId,
      user_id: input.reviewer_id,
      deadline: input.deadline,
      granted_by: user.id,
    });
    await auditExtension(trx, user, paper, "review.extension", input.reviewer_id, input.deadline, zone);
    return { paper_id: paperId, reviewer_id: input.reviewer_id, deadline: deadlineOut(input.deadline, zone)! };
  });
}

/** GET /paper/review-extensions/{paperId}: the paper's extensions, for those who may grant them. */
export async function listExtensions(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
): Promise<ReviewExtensionEntry[]> {
  const { zone } = await requireExtender(ctx.db, user, paperId, false);
  const rows = await repo.extensionsOfPaper(ctx.db, paperId);
  return rows.map((r) => ({
    paper_id: paperId,
    reviewer_id: r.user_id,
    reviewer_name: `${r.first_name} ${r.last_name}`.trim(),
    reviewer_email: r.email,
    deadline: deadlineOut(r.deadline, zone)!,
    granted_at: r.created_at,
  }));
}

/**
 * DELETE /paper/review-extension/{paperId}/{reviewerId}: the reviewer is back under the
 * conference's hard deadline (refused after it again, by the same reviewWindow predicate).
 */
export async function removeExtension(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  reviewerId: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { paper, zone } = await requireExtender(trx, user, paperId, true);
    const previous = await repo.findExtension(trx, paperId, reviewerId);
    if (previous === null || !(await repo.deleteExtension(trx, paperId, reviewerId)))
      throw notFound("Review extension");
    await auditExtension(trx, user, paper, "review.extension.remove", reviewerId, previous, zone);
  });
}

/**
 * POST /paper/decline-review/{paperId}: the assigned reviewer gives the paper back before reviewing
 * it. The assignment ends (the paper counts one reviewer fewer), the reason is kept, the chairs get
 * one mail each, and the paper's history records it.
 */
export async function declineReview(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: DeclineReviewInput,
): Promise<{ paper_id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, conf: paperConf } = await loadPaperAs(trx, user, paperId);
    const assignment = await repo.findAssignment(trx, paperId, user.id);
    assertNoRefusal(
      whyNotDeclineReview({ assignment: assignment ?? null, conferenceStatus: paperConf.conference_status }),
    );
    if (!(await repo.endUnreviewedAssignment(trx, assignment!.id))) throw conflict(ALREADY_REVIEWED);
    await repo.removePairLeftovers(trx, paperId, user.id);
    const declineId = await repo.insertDecline(trx, { paper_id: paperId, user_id: user.id, reason: input.reason });
    const conf = (await repo.findPhaseConference(trx, paper.conf_id))!;
    // a chair who wrote the paper or is conflicted with it must not learn who reviews it
    const addresses = await repo.chairAddresses(trx, paper.conf_id, paper.track_id);
    const index = await conflictIndexAmong(trx, [paperId], addresses);
    const chairs = addresses.filter((c) => !index.isConflicted(paperId, c));
    const subject = `${conf.acronym_title}: a reviewer declined paper ${paper.paper_sequence}`;
    await enqueueMail(
      trx,
      ctx.config,
      chairs.map((chair) => ({
        to: chair.email,
        subject,
        text: [
          `Dear ${chair.first_name} ${chair.last_name},`,
          "",
          `${user.first_name} ${user.last_name} (${user.email}) has declined to review ` +
            `paper ${paper.paper_sequence}, "${paper.paper_title}", of ${conf.event_name}.`,
          "",
          "Their reason:",
          input.reason,
          "",
          "The paper now has one reviewer fewer; you may assign another reviewer under Track Papers or Auto Assign.",
          `Review deadline: ${deadlineText(deadlineOut(conf.review_deadline, conf.timezone_for_deadline))}.`,
        ].join("\n"),
        dedupeKey: `decline:${declineId}:${chair.email.toLowerCase()}`,
        contextType: "paper",
        contextId: paper.id,
        confId: paper.conf_id,
      })),
    );
    await recordAudit(trx, {
      actorId: user.id,
      action: "review.decline",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { reviewer_id: user.id, assignment_id: assignment!.id, reason: input.reason },
    });
    return { paper_id: paperId };
  });
}
