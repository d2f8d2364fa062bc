// Chairs mail the authors of the papers still without a file (the Missing paper filter):
// the existing per-paper mail path (POST /paper/author-mail) run for each such paper, so its
// permission rules (never a paper the chair wrote or is conflicted with) and its audit hold.
import type { AuthorMailInput, SubmissionFieldsInput } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { AppError } from "../../http/errors.js";
import { assertNoRefusal, whyNotUpdateConference } from "../../policy/index.js";
import { fieldsOf } from "./fields.js";
import { findFieldsSetting, storeFieldsSetting } from "./repository.js";
import { mailAuthors } from "../papers/index.js";
import { requireConference, requireVisibleConference } from "../../access/index.js";

export async function mailAuthorsOfPapers(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  paperIds: readonly number[],
  input: AuthorMailInput,
  { preview = false } = {},
) {
  let papers = 0;
  let sent = 0;
  let skipped = 0;
  for (const paperId of paperIds) {
    try {
      const result = await mailAuthors(ctx, user, paperId, input, { dryRun: preview });
      papers += 1;
      sent += result.sent;
    } catch (error) {
      // a paper this chair may not mail (wrote it, conflicted): left out, counted
      if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 404)) skipped += 1;
      else throw error;
    }
  }
  return { conf_id: confId, papers, sent, skipped, ...(preview ? { preview: true as const } : {}) };
}

/** GET /conference/submission-fields/{confId}: anyone who may see the conference (authors fill them in). */
export async function getSubmissionFields(ctx: AppContext, user: AuthUser, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  const row = await findFieldsSetting(ctx.db, confId);
  return { conf_id: confId, fields: fieldsOf(row ?? { additional_fields_submission_form: null }) };
}

/** POST /conference/submission-fields/{confId}: the conference chair or an admin, while it may be changed. */
export async function saveSubmissionFields(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: SubmissionFieldsInput,
) {
  const conference = await requireConference(ctx.db, confId);
  const access = (await requireVisibleConference(ctx.db, user, confId, conference.conference_status))!;
  // the conference's configuration pair: the Submission page offers the form by can_update
  assertNoRefusal(whyNotUpdateConference(access, conference.conference_status, "submissionForm"));
  await ctx.db.transaction().execute(async (trx) => {
    await storeFieldsSetting(trx, confId, JSON.stringify(input.fields));
    await recordAudit(trx, {
      actorId: user.id,
      action: "conference.submission_fields",
      entityType: "conference",
      entityId: confId,
      confId,
      details: { keys: input.fields.map((f) => f.key) },
    });
  });
  return { conf_id: confId, fields: input.fields };
}
