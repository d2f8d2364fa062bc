// Subreviewers. An assigned reviewer of a conference that uses subreviewers asks a
// person (made or linked by email, mailed a set-password link when new; never someone conflicted
// with the paper) to review the paper for them. The subreviewer reads only that paper (authors
// hidden per are_submissions_anonymour_for_subreviewers, Double-blind always), writes a review on
// the conference's form, and the asker approves it (it becomes the asker's review, and the chairs
// see it was written by a subreviewer) or sends it back.
import { LEGACY_REVIEW_KEYS, answersOfReviewBody, validateReviewAnswers } from "@symposia/domain";
import type {
  AddReviewInput,
  ReviewAnswers,
  ReviewForm,
  SubreviewAnswer,
  SubreviewApproved,
  SubreviewPaper,
  SubreviewRequested,
  SubreviewReturned,
  SubreviewWritten,
  SubreviewerInput,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/time.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, fieldError, notFound, validationFailed } from "../../http/errors.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { enqueueMail } from "../../mail/outbox.js";
import {
  type ReviewRights,
  type SubreviewCaller,
  actsAsChair,
  assertNoRefusal,
  canDecideSubreview,
  canWriteSubreview,
  mayKnowAuthors,
  subreviewerMayKnowAuthors,
  whyNotAskSubreviewer,
  whyNotDecideSubreview,
  whyNotWriteSubreview,
} from "../../policy/index.js";
import { findUserByEmail } from "../accounts/index.js";
import { type DiscussionContext, loadDiscussionPaper } from "../discussion/index.js";
import { findFile } from "../papers/index.js";
import { allReviewFormVersions, currentReviewForm } from "../reviewForms/index.js";
import { saveReviewIn } from "../reviews/index.js";
import { findOrCreatePerson, setPasswordLinkFor } from "../tpc/index.js";
import { subreviewRequestMail, subreviewReturnedMail } from "./mails.js";
import * as repo from "./repository.js";
import { conflictIndexAmong, requireConference, reviewWindowFor } from "../../access/index.js";

/**
 * The caller's review rights on the paper, from the discussion's view of it (the release rule
 * applied): what asking a subreviewer and approving one read (policy whyNotReview).
 */
async function reviewRightsIn(db: AppContext["db"], context: DiscussionContext, userId: number): Promise<ReviewRights> {
  const { paper, viewer, conf } = context;
  const own = context.assignments.find((a) => a.user_id === userId);
  return {
    viewer,
    paper: { ...paper, has_file: paper.paper_file_path !== null },
    conferenceStatus: conf.conference_status,
    assignment: own ? { id: own.id, user_id: own.user_id, reviewed_at: own.reviewed_at } : null,
    window: await reviewWindowFor(db, paper.conf_id, paper.id, userId),
  };
}

function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  return parts.length === 1
    ? { first_name: parts[0]!, last_name: "" }
    : { first_name: parts.slice(0, -1).join(" "), last_name: parts.at(-1)! };
}

/** The stored answers: the JSON of 0090, or the spec's four columns of a row written without it. */
function answersOf(row: repo.SubreviewRow): ReviewAnswers {
  if (row.answers !== null) return JSON.parse(row.answers) as ReviewAnswers;
  return Object.fromEntries(LEGACY_REVIEW_KEYS.map((key) => [key, row[key]]));
}

/** What the asker and the chairs see of it: nothing while it is invited or a draft (the subreviewer's alone). */
const sentToAsker = (row: repo.SubreviewRow) => ["submitted", "returned", "approved"].includes(row.status);

/**
 * The form a subreview is shown with: the conference's current form while the subreviewer may write
 * (they write on it), else the version its answers were written against.
 */
async function formFor(
  db: AppContext["db"],
  confId: number,
  row: repo.SubreviewRow,
  writing: boolean,
): Promise<ReviewForm> {
  if (writing || row.form_version === null) return currentReviewForm(db, confId);
  const versions = await allReviewFormVersions(db, confId);
  return versions.find((v) => v.version === row.form_version) ?? versions.at(-1)!;
}

function answer(
  row: repo.SubreviewRow,
  caller: "subreviewer" | "asker" | "chair",
  can: { write: boolean; decide: boolean },
  form: ReviewForm,
): SubreviewAnswer {
  const shown = caller === "subreviewer" ? row.status !== "requested" : sentToAsker(row);
  return {
    id: row.id,
    paper_id: row.paper_id,
    paper_sequence: row.paper_sequence,
    paper_title: row.paper_title,
    status: row.status as SubreviewAnswer["status"],
    subreviewer:
      caller === "subreviewer"
        ? null
        : {
            id: row.subreviewer_id,
            first_name: row.sub_first_name,
            last_name: row.sub_last_name,
            email: row.sub_email,
          },
    requested_by_name: caller === "subreviewer" ? null : `${row.asker_first_name} ${row.asker_last_name}`.trim(),
    answers: shown ? answersOf(row) : null,
    form,
    submitted_at: row.submitted_at,
    decided_at: row.decided_at,
    can_write: can.write,
    can_decide: can.decide,
  };
}

export async function askSubreviewer(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: SubreviewerInput,
): Promise<SubreviewRequested> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const context = await loadDiscussionPaper(trx, user, paperId);
      const { paper, conf } = context;
      assertNoRefusal(whyNotAskSubreviewer(await reviewRightsIn(trx, context, user.id), conf));
      const conference = await requireConference(trx, paper.conf_id);
      const existing = await findUserByEmail(trx, input.email);
      const probe = { id: existing?.id ?? 0, email: input.email, affiliation: existing?.affiliation ?? null };
      const index = await conflictIndexAmong(trx, [paperId], [probe]);
      const refusal = index.refusal(paperId, probe);
      if (refusal) throw conflict(`This person cannot review the paper. ${refusal}`);
      if (existing && context.assignments.some((a) => a.user_id === existing.id))
        throw fieldError("email", "This person already reviews this paper.");
      if (existing && (await repo.openRequest(trx, paperId, existing.id)))
        throw fieldError("email", "This person has already been asked to review this paper.");
      const person = await findOrCreatePerson(trx, {
        ...splitName(input.name),
        email: input.email,
        country: "",
        affiliation: "",
      });
      if (person.kind === "inactive") throw fieldError("email", "This account is deactivated and cannot be asked.");
      const own = context.assignments.find((a) => a.user_id === user.id)!;
      const at = nowIso();
      // an account whose owner has not proven the address gets nothing until they verify it
      const held = !person.addressProven;
      const id = await repo.insertRequest(trx, {
        paper_id: paperId,
        review_id: own.id,
        requested_by: user.id,
        subreviewer_id: person.id,
        held,
        at,
      });
      const link = await setPasswordLinkFor(trx, ctx.config, person);
      await enqueueMail(
        trx,
        ctx.config,
        subreviewRequestMail(
          ctx.config,
          { email: person.email, first_name: person.first_name },
          {
            subreviewId: id,
            confId: paper.conf_id,
            acronym: conference.acronym_title,
            paperSequence: paper.paper_sequence,
            paperTitle: paper.paper_title,
            askerName: `${user.first_name} ${user.last_name}`.trim(),
            setPasswordLink: link,
          },
        ),
      );
      await recordAudit(trx, {
        actorId: user.id,
        action: "subreview.request",
        entityType: "paper_subreview",
        entityId: id,
        confId: paper.conf_id,
        details: {
          paper_id: paperId,
          subreviewer_id: person.id,
          account_created: person.created === true,
          awaiting_email_proof: held,
        },
      });
      return {
        id,
        paper_id: paperId,
        subreviewer_id: person.id,
        status: held ? repo.HELD_STATUS : "requested",
        account_created: person.created === true,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict("Someone else asked this person at the same moment. Please try again.");
    throw error;
  }
}

/** The subreview and the caller's relation to it, or 404 when it is not theirs to see. */
async function loadSubreview(db: AppContext["db"], user: AuthUser, id: number) {
  const row = await repo.findSubreview(db, id);
  if (!row) throw notFound("Subreview");
  let context: DiscussionContext;
  try {
    context = await loadDiscussionPaper(db, user, row.paper_id);
  } catch {
    throw notFound("Subreview");
  }
  const { viewer, paper } = context;
  if (viewer.isConflicted || viewer.isAuthor) throw notFound("Subreview");
  const caller: SubreviewCaller | null =
    row.subreviewer_id === user.id && context.subreview?.id === row.id
      ? "subreviewer"
      : row.requested_by === user.id && viewer.isAssignedReviewer
        ? "asker"
        : actsAsChair(viewer, paper)
          ? "chair"
          : null;
  if (caller === null) throw notFound("Subreview");
  return { row, context, caller };
}

/** The subreview's writing ability (policy whyNotWriteSubreview) for this caller. */
const writeRefusal = (row: repo.SubreviewRow, caller: SubreviewCaller, context: DiscussionContext) =>
  whyNotWriteSubreview(
    caller,
    row,
    { ...context.paper, has_file: context.paper.paper_file_path !== null },
    context.conf.conference_status,
  );
const canWrite = (row: repo.SubreviewRow, caller: SubreviewCaller, context: DiscussionContext) =>
  canWriteSubreview(
    caller,
    row,
    { ...context.paper, has_file: context.paper.paper_file_path !== null },
    context.conf.conference_status,
  );

/** The asker's review rights, loaded only for the asker (the others may not decide). */
const askerRights = async (
  db: AppContext["db"],
  caller: SubreviewCaller,
  context: DiscussionContext,
  userId: number,
) => (caller === "asker" ? reviewRightsIn(db, context, userId) : null);

/** One subreview with its paper, shaped for the caller (the subreviewer's page). */
export async function getSubreview(ctx: AppContext, user: AuthUser, id: number): Promise<SubreviewPaper> {
  const { row, context, caller } = await loadSubreview(ctx.db, user, id);
  const knowsAuthors =
    caller === "subreviewer"
      ? subreviewerMayKnowAuthors(context.conf)
      : mayKnowAuthors(context.viewer, context.paper, context.conf);
  const authors = knowsAuthors ? await repo.paperAuthorsPublic(ctx.db, row.paper_id) : null;
  const write = canWrite(row, caller, context);
  const decide = canDecideSubreview(caller, row, await askerRights(ctx.db, caller, context, user.id));
  return {
    ...answer(row, caller, { write, decide }, await formFor(ctx.db, context.paper.conf_id, row, write)),
    abstract: context.paper.abstract,
    keywords: context.paper.keywords,
    track_name: context.paper.track_name,
    has_file: context.paper.paper_file_path !== null,
    authors,
  };
}

/** The paper's file for its subreviewer (the papers feature does not know them). */
export async function getSubreviewFile(ctx: AppContext, user: AuthUser, id: number) {
  const { row, caller, context } = await loadSubreview(ctx.db, user, id);
  if (caller !== "subreviewer") throw notFound("Subreview");
  const file = await findFile(ctx.db, row.paper_id);
  if (!file) throw notFound("Paper file");
  const ext =
    file.mime_type === "application/pdf"
      ? "pdf"
      : file.mime_type.includes("word") && file.mime_type.includes("openxml")
        ? "docx"
        : "doc";
  return {
    data: Buffer.from(file.data),
    mimeType: file.mime_type,
    downloadName: `${context.paper.paper_sequence}.${ext}`,
  };
}

/** The subreviews of a paper: the asker sees theirs, chairs all (marked as written by subreviewers). */
export async function listSubreviews(ctx: AppContext, user: AuthUser, paperId: number): Promise<SubreviewAnswer[]> {
  const context = await loadDiscussionPaper(ctx.db, user, paperId);
  const { viewer, paper } = context;
  if (viewer.isAuthor || viewer.isConflicted) throw notFound("Paper");
  const chair = actsAsChair(viewer, paper);
  if (!chair && !viewer.isAssignedReviewer) throw notFound("Paper");
  const rows = await repo.subreviewsOfPaper(ctx.db, paperId);
  // the asker of the paper's requests is the caller when they review it: their rights, loaded once
  const mine = viewer.isAssignedReviewer ? await reviewRightsIn(ctx.db, context, user.id) : null;
  const out: SubreviewAnswer[] = [];
  for (const r of rows.filter((r) => chair || r.requested_by === user.id)) {
    const caller = r.requested_by === user.id && viewer.isAssignedReviewer ? "asker" : "chair";
    out.push(
      answer(
        r,
        caller,
        { write: false, decide: canDecideSubreview(caller, r, caller === "asker" ? mine : null) },
        await formFor(ctx.db, paper.conf_id, r, false),
      ),
    );
  }
  return out;
}

/** The caller's own subreview requests (their Subreviews page). */
export async function mySubreviews(ctx: AppContext, user: AuthUser): Promise<SubreviewAnswer[]> {
  const rows = await repo.subreviewsFor(ctx.db, user.id);
  const out: SubreviewAnswer[] = [];
  for (const row of rows) {
    try {
      const { context, caller } = await loadSubreview(ctx.db, user, row.id);
      if (caller !== "subreviewer") continue;
      const write = canWrite(row, caller, context);
      out.push(answer(row, caller, { write, decide: false }, await formFor(ctx.db, context.paper.conf_id, row, write)));
    } catch {
      // a request that is no longer theirs to see (e.g. a conflict declared since) is left out
    }
  }
  return out;
}

export async function writeSubreview(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: AddReviewInput,
): Promise<SubreviewWritten> {
  return ctx.db.transaction().execute(async (trx) => {
    const { row, context, caller } = await loadSubreview(trx, user, id);
    assertNoRefusal(writeRefusal(row, caller, context));
    const at = nowIso();
    // The conference's form, checked by the same shared function as every review (a draft skips
    // the required fields and word limits); the asker's approval checks it again on submitting.
    const form = await currentReviewForm(trx, context.paper.conf_id);
    const { values, errors } = validateReviewAnswers(form.fields, answersOfReviewBody(input), { draft: input.draft });
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const score = (key: string) => (typeof values[key] === "number" ? values[key] : null);
    const text = (key: string) => (typeof values[key] === "string" && values[key] !== "" ? values[key] : null);
    const saved = await repo.saveSubreview(trx, id, {
      answers: JSON.stringify(values),
      form_version: form.version,
      reviewer_evaluation: score("reviewer_evaluation"),
      reviewer_confidence: score("reviewer_confidence"),
      reviewer_remarks: text("reviewer_remarks"),
      reviewer_confidential_remarks: text("reviewer_confidential_remarks"),
      draft: input.draft,
      at,
    });
    if (!saved) throw conflict("This review has just been approved; reload the page.");
    await recordAudit(trx, {
      actorId: user.id,
      action: input.draft ? "subreview.draft" : "subreview.submit",
      entityType: "paper_subreview",
      entityId: id,
      confId: context.paper.conf_id,
      details: { paper_id: row.paper_id, form_version: form.version },
    });
    return input.draft ? { id, status: "draft", saved_at: at } : { id, status: "submitted", submitted_at: at };
  });
}

export async function approveSubreview(ctx: AppContext, user: AuthUser, id: number): Promise<SubreviewApproved> {
  return ctx.db.transaction().execute(async (trx) => {
    const { row, context, caller } = await loadSubreview(trx, user, id);
    assertNoRefusal(whyNotDecideSubreview(caller, row, await askerRights(trx, caller, context, user.id)));
    const at = nowIso();
    if (!(await repo.decide(trx, id, "approved", at)))
      throw conflict("This subreview has just changed; reload the page.");
    // it becomes the asker's own review, submitted through the one review path (the conference's
    // form, the review window, a kept version), exactly as if the asker had typed it
    await saveReviewIn(trx, user, row.paper_id, answersOf(row), false);
    await recordAudit(trx, {
      actorId: user.id,
      action: "subreview.approve",
      entityType: "paper_subreview",
      entityId: id,
      confId: context.paper.conf_id,
      details: { paper_id: row.paper_id },
    });
    return { id, status: "approved", reviewed_at: at };
  });
}

export async function returnSubreview(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  message: string | undefined,
): Promise<SubreviewReturned> {
  return ctx.db.transaction().execute(async (trx) => {
    const { row, context, caller } = await loadSubreview(trx, user, id);
    assertNoRefusal(whyNotDecideSubreview(caller, row, await askerRights(trx, caller, context, user.id)));
    if (!(await repo.decide(trx, id, "returned", nowIso())))
      throw conflict("This subreview has just changed; reload the page.");
    const conference = await requireConference(trx, context.paper.conf_id);
    await recordAudit(trx, {
      actorId: user.id,
      action: "subreview.return",
      entityType: "paper_subreview",
      entityId: id,
      confId: context.paper.conf_id,
      details: { paper_id: row.paper_id },
    });
    await enqueueMail(
      trx,
      ctx.config,
      subreviewReturnedMail(
        ctx.config,
        { email: row.sub_email, first_name: row.sub_first_name },
        {
          subreviewId: id,
          confId: context.paper.conf_id,
          acronym: conference.acronym_title,
          paperSequence: row.paper_sequence,
          message,
        },
      ),
    );
    return { id, status: "returned" };
  });
}
