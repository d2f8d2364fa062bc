// Lead reviewers and meta-reviews. The rules are policy/discussion.ts's: a chair who may
// decide the paper names one of its assigned reviewers; the lead writes once every review is in;
// leading_reviewers_can_update_metareviews decides whether they may change it afterwards.
import type { LeadReviewerChosen, MetaReviewAnswer, MetaReviewInput, MetaReviewWritten } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/time.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, fieldError, notFound } from "../../http/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import {
  type MetaReviewRights,
  assertNoRefusal,
  canChooseLead,
  canWriteMetaReview,
  mayReadMetaReview,
  whyNotChooseLead,
  whyNotWriteMetaReview,
} from "../../policy/index.js";
import {
  type DiscussionContext,
  loadDiscussionPaper,
  nameFor,
  subreviewsOfPaper,
  usersByIds,
} from "../discussion/index.js";
import { leadDesignatedMail } from "./mails.js";
import { recommendationLabels } from "./recommendations.js";
import * as repo from "./repository.js";
import { conflictIndexAmong } from "../../access/index.js";

/** The rights the meta-review's abilities read, from the discussion's view of the paper. */
function rightsOf(context: DiscussionContext, meta: MetaReviewRights["meta"]): MetaReviewRights {
  return {
    viewer: context.viewer,
    paper: context.paper,
    conferenceStatus: context.conf.conference_status,
    meta,
    reviews: {
      submitted: context.assignments.filter((a) => a.reviewed_at !== null).length,
      assigned: context.assignments.length,
    },
    conf: context.conf,
  };
}

export async function getMetaReview(ctx: AppContext, user: AuthUser, paperId: number): Promise<MetaReviewAnswer> {
  const context = await loadDiscussionPaper(ctx.db, user, paperId);
  const meta = await repo.findMetaReview(ctx.db, paperId);
  const isLead = meta?.lead_user_id === user.id;
  const reading = mayReadMetaReview(context.viewer, context.role, context.paper, context.conf, isLead);
  if (reading === null) throw notFound("Meta-review");
  const labels = await recommendationLabels(ctx.db, context.paper.conf_id);
  if (reading === "authors") {
    // the authors read the submitted text and recommendation, never who wrote it
    return {
      paper_id: paperId,
      lead_user_id: null,
      lead_name: null,
      meta_review: meta?.submitted_at ? meta.meta_review : null,
      recommendation: meta?.submitted_at ? meta.recommendation : null,
      submitted_at: meta?.submitted_at ?? null,
      can_write: false,
      can_choose_lead: false,
      recommendations: labels,
    };
  }
  const rights = rightsOf(context, meta);
  const people = { assignments: context.assignments, subreviews: await subreviewsOfPaper(ctx.db, paperId) };
  const lead = meta
    ? nameFor(
        context.role,
        context.conf,
        { id: meta.lead_user_id, first_name: meta.first_name, last_name: meta.last_name },
        people,
      )
    : null;
  return {
    paper_id: paperId,
    lead_user_id: lead?.known || isLead ? (meta?.lead_user_id ?? null) : null,
    lead_name: lead?.name ?? null,
    meta_review: meta?.meta_review ?? null,
    recommendation: meta?.recommendation ?? null,
    submitted_at: meta?.submitted_at ?? null,
    can_write: canWriteMetaReview(rights),
    can_choose_lead: canChooseLead(rights),
    recommendations: labels,
  };
}

export async function chooseLead(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  reviewerId: number,
): Promise<LeadReviewerChosen> {
  return ctx.db.transaction().execute(async (trx) => {
    const context = await loadDiscussionPaper(trx, user, paperId);
    assertNoRefusal(whyNotChooseLead(rightsOf(context, undefined)));
    const assignment = context.assignments.find((a) => a.user_id === reviewerId);
    if (!assignment)
      throw fieldError("reviewer_id", "The lead reviewer must be one of the paper's assigned reviewers.");
    const [person] = await usersByIds(trx, [reviewerId]);
    const index = await conflictIndexAmong(trx, [paperId], [person]);
    if (
      person &&
      index.isConflicted(paperId, { id: person.id, email: person.email, affiliation: person.affiliation })
    ) {
      throw conflict(
        index.refusal(paperId, { id: person.id, email: person.email, affiliation: person.affiliation }) ??
          "This reviewer has a conflict of interest with the paper.",
      );
    }
    const previous = await repo.findMetaReview(trx, paperId);
    await repo.setLead(trx, paperId, reviewerId, user.id, nowIso());
    // the new lead hears of it once; naming the same lead again sends nothing
    if (person && previous?.lead_user_id !== reviewerId) {
      await enqueueMail(trx, ctx.config, leadDesignatedMail(ctx.config, person, context.paper, context.conf));
    }
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.lead",
      entityType: "paper_meta_review",
      entityId: paperId,
      confId: context.paper.conf_id,
      details: { paper_id: paperId, lead_user_id: reviewerId },
    });
    return { paper_id: paperId, lead_user_id: reviewerId };
  });
}

export async function writeMetaReview(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: MetaReviewInput,
): Promise<MetaReviewWritten> {
  return ctx.db.transaction().execute(async (trx) => {
    const context = await loadDiscussionPaper(trx, user, paperId);
    const meta = await repo.findMetaReview(trx, paperId);
    assertNoRefusal(whyNotWriteMetaReview(rightsOf(context, meta)));
    const labels = await recommendationLabels(trx, context.paper.conf_id);
    if (!labels.includes(input.recommendation)) {
      throw fieldError("recommendation", `Recommendation must be one of ${labels.join(", ")}.`);
    }
    const at = nowIso();
    await repo.saveMetaReview(trx, paperId, { ...input, at });
    await recordAudit(trx, {
      actorId: user.id,
      action: meta?.submitted_at ? "meta_review.update" : "meta_review.submit",
      entityType: "paper_meta_review",
      entityId: paperId,
      confId: context.paper.conf_id,
      details: { paper_id: paperId, recommendation: input.recommendation },
    });
    return {
      paper_id: paperId,
      recommendation: input.recommendation,
      submitted_at: at,
      updated: meta?.submitted_at != null,
    };
  });
}
