// Submitting and editing papers: the rules of POST /paper/ and POST /paper/update.
import {
  PAPER_STATUS,
  parseSubmissionFileSlots,
  type PaperSubmitInput,
  type PaperUpdateInput,
  type SubmissionState,
} from "@symposia/domain";
import { randomInt } from "node:crypto";
import type { Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import type { AuthUser } from "../../http/auth.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { conflict, fieldError, forbidden, notFound } from "../../http/errors.js";
import type { UploadedFile } from "../../http/multipart.js";
import type { SpooledFile } from "../../http/uploadSpool.js";
import { enqueueMail } from "../../mail/outbox.js";
import { authorChangeRefusal } from "../../policy/index.js";
import { findUserById } from "../accounts/index.js";
import { declareFromDialog } from "../conflicts/index.js";
import { applyPaperTopics } from "../topics/index.js";
import {
  requireFieldValues,
  type CheckedExtraFile,
  checkExtraFiles,
  requireRequiredSlots,
  extraFilesOf,
  saveExtraFile,
} from "../submissionForm/index.js";
import { abstractRefusal, fileAdditionRefusal, paperFileRefusal, submissionState } from "../../policy/submission.js";
import { type CheckedPaperFile, checkPaperFile } from "./files.js";
import * as repo from "./repository.js";
import { withFiles } from "./uploadQueue.js";
import { loadPaperAs } from "../../access/index.js";

type Files = Record<string, UploadedFile>;
type Spooled = Record<string, SpooledFile>;

function requireAbstractWithin(abstract: string, maxLength: number | null): void {
  if (maxLength && maxLength > 0 && abstract.length > maxLength) {
    throw fieldError("abstract", `Abstract must be at most ${maxLength} characters.`);
  }
}

async function requireTrackOf(trx: Transaction<Database>, trackId: number, confId: number): Promise<void> {
  const track = await repo.findTrack(trx, trackId);
  // A track of another conference is refused like a missing one: the ids are forged either way.
  if (!track || track.conf_id !== confId) throw fieldError("track_id", "Choose a track of this conference.");
}

/** the submission window (policy/submission.ts) judges what a submission may be now. */
function requireSubmissionRules(
  state: SubmissionState,
  input: { abstract: string },
  hasFile: boolean,
  isNew: boolean,
): void {
  const refused = paperFileRefusal(state, hasFile, isNew) ?? abstractRefusal(state, input.abstract);
  if (refused) throw fieldError(refused[0], refused[1]);
}

/** A placeholder sequence, negative so it never meets a real one, while the file is written. */
const placeholderSequence = () => -randomInt(1, 2 ** 31 - 1);

export function submitPaper(ctx: AppContext, user: AuthUser, input: PaperSubmitInput, spooled: Spooled) {
  return withFiles(ctx, spooled, (files) => submitChecked(ctx, user, input, files));
}

async function submitChecked(ctx: AppContext, user: AuthUser, input: PaperSubmitInput, files: Files) {
  const upload = files.paper_file;
  // Early answers without a write; the decisive check is repeated under the lock below.
  const early = await repo.findPaperConference(ctx.db, input.conf_id);
  if (!early) throw notFound("Conference");
  const state = submissionState(early);
  if (state.registration_refusal) throw conflict(state.registration_refusal);
  requireSubmissionRules(state, input, upload !== undefined, true);
  const file = upload ? checkPaperFile(upload, ctx.config.uploadLimitBytes) : null;
  requireAbstractWithin(input.abstract, early.text_abstracts_max_length);
  const fields = requireFieldValues(early, input.fields, true);
  // the extra file slots; required ones come with the paper file (at once for Abstract only)
  const slots = parseSubmissionFileSlots(early.file_upload_fields_submission_form);
  const extra = checkExtraFiles(slots, files, ctx.config.uploadLimitBytes);
  requireRequiredSlots(slots, new Set(extra.map((e) => e.slotKey)), !state.accepts_file || file !== null);
  try {
    return await insertSubmission(ctx, user, { ...input, fields }, file, extra);
  } catch (error) {
    // Two placeholders drawn alike (about one in a billion): simply try again.
    if (!isUniqueViolation(error)) throw error;
    return insertSubmission(ctx, user, { ...input, fields }, file, extra);
  }
}

async function insertSubmission(
  ctx: AppContext,
  user: AuthUser,
  input: PaperSubmitInput,
  file: CheckedPaperFile | null,
  extra: readonly CheckedExtraFile[],
) {
  return ctx.db.transaction().execute(async (trx) => {
    await requireTrackOf(trx, input.track_id, input.conf_id);
    const now = nowIso();
    // The heavy writes (the file) come first, under a placeholder number, so the conference's
    // lock below is held only for a few small statements: 200 authors submitting 1 MB files at
    // once queue for milliseconds each, not for each other's uploads.
    const paperId = await repo.insertPaper(trx, {
      conf_id: input.conf_id,
      track_id: input.track_id,
      paper_sequence: placeholderSequence(),
      paper_title: input.paper_title,
      keywords: input.keywords,
      abstract: input.abstract,
      status: PAPER_STATUS.SUBMITTED,
      other_collaborators: input.other_collaborators ?? null,
      submission_fields: input.fields ? JSON.stringify(input.fields) : null,
      created_by: user.id,
      created_at: now,
      updated_at: now,
    });
    // The submitter is the first author, with their profile as it stands today.
    const submitter = await findUserById(trx, user.id);
    // The session proves the row exists; failing here stays an internal error, as it always was.
    if (!submitter) throw new Error(`The signed-in user ${user.id} has no row.`);
    await repo.insertAuthor(trx, {
      paper_id: paperId,
      user_id: submitter.id,
      first_name: submitter.first_name,
      last_name: submitter.last_name,
      email: submitter.email,
      email_normalized: submitter.email_normalized,
      country: submitter.country,
      affiliation: submitter.affiliation,
      author_order: 1,
      created_at: now,
    });
    if (file) await repo.saveFile(trx, paperId, file);
    for (const e of extra) await saveExtraFile(trx, paperId, e);
    await repo.recordStatusChange(trx, {
      paperId: paperId,
      from: null,
      to: PAPER_STATUS.SUBMITTED,
      reason: "Submitted",
      by: user.id,
    });

    // Bumping the counter takes the conference row's lock (PostgreSQL) or runs inside the write
    // lock (SQLite) until commit, so concurrent submissions get unique numbers, and a refused or
    // failed one rolls its number back: no gaps. The settings come back from the same statement,
    // so the deadline is judged on the current row.
    const conf = await repo.bumpPaperSequenceCounter(trx, input.conf_id);
    const refusal = submissionState(conf).registration_refusal;
    if (refusal) throw conflict(refusal);
    const paper_sequence = conf.paper_sequence_counter;
    await repo.setPaperSequence(trx, paperId, paper_sequence);
    await applyPaperTopics(trx, input.conf_id, paperId, input.topic_ids, true);
    if (input.conflicts?.length)
      await declareFromDialog(trx, ctx, user, { id: paperId, conf_id: input.conf_id }, input.conflicts);
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.submit",
      entityType: "paper",
      entityId: paperId,
      confId: input.conf_id,
      details: {
        paper_sequence,
        track_id: input.track_id,
        ...(file ? { file: file.fileName, size: file.data.length } : { registered_without_file: true }),
      },
    });
    await enqueueMail(trx, ctx.config, {
      to: submitter.email,
      subject: `${conf.acronym_title}: paper ${paper_sequence} received`,
      text:
        `Dear ${submitter.first_name} ${submitter.last_name},\n\n` +
        `your paper "${input.paper_title}" has been submitted to ${conf.acronym_title} as paper ${paper_sequence}.\n\n` +
        `You can edit it and its authors on the My Papers screen until the submission deadline.\n`,
      contextType: "paper",
      contextId: paperId,
      confId: input.conf_id,
    });
    return { id: paperId, paper_sequence };
  });
}

export function updatePaper(ctx: AppContext, user: AuthUser, input: PaperUpdateInput, spooled: Spooled) {
  const write = (files: Files) =>
    ctx.db.transaction().execute(async (trx) => {
      const { paper, conf, viewer } = await loadPaperAs(trx, user, input.paper_id);
      if (!viewer.isAuthor) throw forbidden("Only the paper's authors can edit it.");
      const refusal = authorChangeRefusal(paper, conf);
      if (refusal) throw conflict(refusal);
      await requireTrackOf(trx, input.track_id, paper.conf_id);
      requireAbstractWithin(input.abstract, conf.text_abstracts_max_length);
      const state = submissionState(conf);
      requireSubmissionRules(state, input, files.paper_file !== undefined, false);
      if (files.paper_file) {
        const late = fileAdditionRefusal(state);
        if (late) throw conflict(late);
      }
      const file = files.paper_file ? checkPaperFile(files.paper_file, ctx.config.uploadLimitBytes) : null;
      // the extra file slots, added or replaced in the same window as the paper file
      const slots = parseSubmissionFileSlots(conf.file_upload_fields_submission_form);
      const extra = checkExtraFiles(slots, files, ctx.config.uploadLimitBytes);
      if (extra.length) {
        const late = fileAdditionRefusal(state);
        if (late) throw conflict(late);
      }
      const present = new Set([
        ...(await extraFilesOf(trx, [paper.id])).map((r) => r.slot_key),
        ...extra.map((e) => e.slotKey),
      ]);
      requireRequiredSlots(slots, present, !state.accepts_file || file !== null || paper.has_file);

      const fields = requireFieldValues(conf, input.fields, false);
      await repo.updatePaperDetails(trx, paper.id, input, fields);
      await applyPaperTopics(trx, paper.conf_id, paper.id, input.topic_ids, false);
      if (input.conflicts !== undefined) await declareFromDialog(trx, ctx, user, paper, input.conflicts);
      if (file) await repo.saveFile(trx, paper.id, file);
      for (const e of extra) await saveExtraFile(trx, paper.id, e);
      await recordAudit(trx, {
        actorId: user.id,
        action: "paper.update",
        entityType: "paper",
        entityId: paper.id,
        confId: paper.conf_id,
        details: {
          track_id: input.track_id,
          title_changed: input.paper_title !== paper.paper_title,
          ...(file ? { file: file.fileName, size: file.data.length } : {}),
          ...(extra.length ? { extra_files: extra.map((e) => ({ slot: e.slotKey, size: e.data.length })) } : {}),
        },
      });
      return { id: paper.id, paper_sequence: paper.paper_sequence };
    });
  return withFiles(ctx, spooled, write);
}
