// The chairs' extra file slots (file_upload_fields_submission_form): their definitions
// (GET/POST /conference/submission-file-slots/{confId}), the check of the files an author hands in
// with the submit and update calls (multipart `extra_file_<key>`), the list on paper answers and the
// download. A required slot is required whenever the submission is complete: with the paper file
// (or at once, for Abstract only, which takes no paper file).
import {
  EXTRA_FILE_PREFIX,
  type PaperExtraFile,
  type SubmissionFileSlot,
  type SubmissionFileSlotsInput,
  extraFileField,
  fileSlotProblem,
  fileTypeOfName,
  parseSubmissionFileSlots,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { isZip } from "../../files/sniffAttachment.js";
import { extensionFor, sniffPaperFile } from "../../files/sniff.js";
import type { AuthUser } from "../../http/auth.js";
import { notFound, validationFailed } from "../../http/errors.js";
import type { UploadedFile } from "../../http/multipart.js";
import { assertNoRefusal, whyNotUpdateConference } from "../../policy/index.js";
import { findExtraFile, findSlotsSetting, storeSlotsSetting } from "./fileSlotsRepository.js";
import { loadPaperAs, requireConference, requireVisibleConference } from "../../access/index.js";

const MB = 1024 * 1024;
const uploadLimitMb = (ctx: AppContext) => Math.max(1, Math.floor(ctx.config.uploadLimitBytes / MB));

export interface CheckedExtraFile {
  slotKey: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
}

/** GET /conference/submission-file-slots/{confId}: anyone who may see the conference (authors fill them in). */
export async function getFileSlots(ctx: AppContext, user: AuthUser, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  const row = await findSlotsSetting(ctx.db, confId);
  return {
    conf_id: confId,
    slots: parseSubmissionFileSlots(row?.file_upload_fields_submission_form),
    upload_limit_mb: uploadLimitMb(ctx),
  };
}

/** POST /conference/submission-file-slots/{confId}: the conference chair or an admin; sizes within the upload limit. */
export async function saveFileSlots(ctx: AppContext, user: AuthUser, confId: number, input: SubmissionFileSlotsInput) {
  const limit = uploadLimitMb(ctx);
  const tooBig: Record<string, string[]> = {};
  input.slots.forEach((s, i) => {
    if (s.max_mb > limit)
      tooBig[`slots.${i}.max_mb`] = [`Max size may be at most ${limit} MB (the site's upload limit).`];
  });
  if (Object.keys(tooBig).length) throw validationFailed(tooBig);
  const conference = await requireConference(ctx.db, confId);
  const access = (await requireVisibleConference(ctx.db, user, confId, conference.conference_status))!;
  // the conference's configuration pair: the Submission page offers the form by can_update
  assertNoRefusal(whyNotUpdateConference(access, conference.conference_status, "submissionForm"));
  const slots = input.slots.map((s) => ({ ...s, types: [...new Set(s.types)] }));
  await ctx.db.transaction().execute(async (trx) => {
    await storeSlotsSetting(trx, confId, JSON.stringify(slots));
    await recordAudit(trx, {
      actorId: user.id,
      action: "conference.submission_file_slots",
      entityType: "conference",
      entityId: confId,
      confId,
      details: { keys: slots.map((s) => s.key) },
    });
  });
  return { conf_id: confId, slots, upload_limit_mb: limit };
}

/** The type of an extra file by content, cross-checked with its extension; null when refused. */
function sniffExtraFile(file: UploadedFile, uploadLimitBytes: number): string | null {
  const type = fileTypeOfName(file.fileName);
  if (type === "zip") return isZip(file.data, uploadLimitBytes) ? "application/zip" : null;
  return type ? sniffPaperFile(file.data, file.fileName, uploadLimitBytes) : null;
}

/** The request's `extra_file_<key>` files checked against the slots (422 per file field). */
export function checkExtraFiles(
  slots: readonly SubmissionFileSlot[],
  files: Record<string, UploadedFile>,
  uploadLimitBytes: number,
): CheckedExtraFile[] {
  const errors: Record<string, string[]> = {};
  const out: CheckedExtraFile[] = [];
  for (const [field, file] of Object.entries(files)) {
    if (!field.startsWith(EXTRA_FILE_PREFIX)) continue;
    const slot = slots.find((s) => extraFileField(s.key) === field);
    if (!slot) {
      errors[field] = ["This file is not part of the submission form."];
      continue;
    }
    const problem = fileSlotProblem(slot, { name: file.fileName, size: file.data.length });
    const mimeType = problem ? null : sniffExtraFile(file, uploadLimitBytes);
    if (problem || !mimeType) {
      errors[field] = [problem ?? `${slot.label} is not a readable ${fileTypeOfName(file.fileName)} file.`];
      continue;
    }
    const fileName = file.fileName.split(/[\\/]/).pop()!.slice(-200) || `${slot.key}.${extensionFor(mimeType)}`;
    out.push({ slotKey: slot.key, fileName, mimeType, data: file.data });
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return out;
}

/** A complete submission has a file in every required slot (stored before or handed in now). */
export function requireRequiredSlots(
  slots: readonly SubmissionFileSlot[],
  present: ReadonlySet<string>,
  complete: boolean,
): void {
  if (!complete) return;
  const errors: Record<string, string[]> = {};
  for (const s of slots)
    if (s.required && !present.has(s.key)) errors[extraFileField(s.key)] = [`${s.label} is required.`];
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** The files a paper answer lists: current slots only, in their order; no file name where the authors are hidden. */
export function extraFilesView(
  slots: readonly SubmissionFileSlot[],
  rows: readonly { paper_id: number; slot_key: string; file_name: string; mime_type: string; size: number }[],
  paperId: number,
  knowsAuthors: boolean,
): PaperExtraFile[] {
  return slots.flatMap((s) => {
    const row = rows.find((r) => r.paper_id === paperId && r.slot_key === s.key);
    return row
      ? [
          {
            slot: s.key,
            file_name: knowsAuthors ? row.file_name : null,
            mime_type: row.mime_type,
            size: row.size,
            url: `/api/paper/extra-file/${paperId}/${s.key}`,
          },
        ]
      : [];
  });
}

/** GET /paper/extra-file/{paperId}/{slot}: whoever may see the paper; named <paper_sequence>-<slot>.<ext>. */
export async function downloadExtraFile(ctx: AppContext, user: AuthUser, paperId: number, slotKey: string) {
  const { paper, conf } = await loadPaperAs(ctx.db, user, paperId);
  const slots = parseSubmissionFileSlots(conf.file_upload_fields_submission_form);
  const file = slots.some((s) => s.key === slotKey) ? await findExtraFile(ctx.db, paper.id, slotKey) : undefined;
  if (!file) throw notFound("File");
  return {
    data: Buffer.from(file.data),
    mimeType: file.mime_type,
    downloadName: `${paper.paper_sequence}-${slotKey}.${extensionFor(file.mime_type)}`,
  };
}
