// Camera-ready: the authors of an accepted paper upload its final version while the
// conference has camera-ready open and before its deadline (policy/cameraReady.ts); the accepted
// version stays where it is. Chairs follow the uploads and mail the authors still missing one.
import {
  type CameraReadyAuthorOut,
  type CameraReadyInfo,
  type CameraReadyInput,
  type CameraReadyMetadata,
  type CameraReadyStatus,
  type CameraReadyVersion,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/time.js";
import { sniffPaperFile } from "../../files/sniff.js";
import type { AuthUser } from "../../http/auth.js";
import { badRequest, forbidden, notFound, unsupportedType, validationFailed } from "../../http/errors.js";
import type { UploadedFile } from "../../http/multipart.js";
import { assertNoRefusal, managesPaper, mayKnowAuthors } from "../../policy/index.js";
import {
  canUploadFinalVersion,
  cameraReadyDeadline,
  cameraReadyRefusal,
  whyNotUploadFinalVersion,
} from "../../policy/cameraReady.js";
import * as repo from "./repository.js";
import { loadPaperAs, requireConferenceChair } from "../../access/index.js";

type Db = Parameters<typeof repo.findVersion>[0];

export const ONLY_AUTHORS_OR_CHAIRS = "Only the paper's authors and its chairs may read its final version.";
const NOT_PDF = "The file must be a PDF (.pdf).";

/** A PDF by its content and its name (the paper-file check), or 415. */
function checkPdf(file: UploadedFile, field: string, limit: number): { fileName: string; data: Buffer } {
  if (sniffPaperFile(file.data, file.fileName, limit) !== "application/pdf")
    throw unsupportedType(`${field}: ${NOT_PDF}`);
  const fileName = file.fileName.split(/[\\/]/).pop()!.slice(-200) || `${field}.pdf`;
  return { fileName, data: file.data };
}

export function parseAuthors(text: string): CameraReadyAuthorOut[] {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? (v as CameraReadyAuthorOut[]) : [];
  } catch {
    return [];
  }
}

function versionOut(row: repo.VersionRow): CameraReadyVersion {
  return {
    paper_id: row.paper_id,
    final_title: row.final_title,
    final_abstract: row.final_abstract,
    final_authors: parseAuthors(row.final_authors),
    file_name: row.file_name,
    size: row.size,
    file_url: `/paper/camera-ready-file/${row.paper_id}`,
    copyright_file_name: row.copyright_file_name,
    copyright_size: row.copyright_size,
    copyright_url: row.copyright_file_name ? `/paper/camera-ready-copyright/${row.paper_id}` : null,
    uploaded_by: row.uploaded_by,
    uploaded_at: row.uploaded_at,
  };
}

/**
 * What an upload leaving out the title, abstract or authors stores for them: what the earlier final
 * version said (a new PDF alone keeps the metadata typed before), or else the paper's own, so the
 * proceedings never carry an empty entry.
 */
async function metadataDefaults(
  db: Db,
  paper: { id: number; paper_title: string; abstract: string },
  earlier: repo.VersionRow | undefined,
): Promise<CameraReadyMetadata> {
  if (earlier)
    return {
      final_title: earlier.final_title,
      final_abstract: earlier.final_abstract,
      final_authors: parseAuthors(earlier.final_authors),
    };
  const listed = await repo.listedAuthorsForPrint(db, paper.id);
  return {
    final_title: paper.paper_title,
    final_abstract: paper.abstract ?? "",
    final_authors: listed.map((a) => ({
      first_name: a.first_name,
      last_name: a.last_name,
      affiliation: a.affiliation?.trim() || a.account_affiliation?.trim() || "",
      ...(a.email ? { email: a.email } : {}),
    })),
  };
}

/** POST /paper/camera-ready/{paperId}: adds or replaces the final version. */
export async function uploadFinalVersion(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: CameraReadyInput,
  files: { final_file?: UploadedFile; copyright_file?: UploadedFile },
): Promise<CameraReadyVersion> {
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await loadPaperAs(trx, user, paperId);
    const conf = (await repo.findCameraReadyConference(trx, paper.conf_id))!;
    assertNoRefusal(whyNotUploadFinalVersion(viewer, paper, conf));
    if (!files.final_file || files.final_file.data.length === 0)
      throw badRequest("Choose the final version's PDF (field final_file).");
    const final = checkPdf(files.final_file, "final_file", ctx.config.uploadLimitBytes);
    const copyright =
      files.copyright_file && files.copyright_file.data.length > 0
        ? checkPdf(files.copyright_file, "copyright_file", ctx.config.uploadLimitBytes)
        : null;
    const defaults = await metadataDefaults(trx, paper, await repo.findVersion(trx, paperId));
    const given = input.final_authors ?? defaults.final_authors;
    if (given.length === 0) throw validationFailed({ final_authors: ["List at least one author."] });
    const authors = given.map((a) => ({
      first_name: a.first_name,
      last_name: a.last_name,
      affiliation: a.affiliation ?? "",
      ...(a.email ? { email: a.email } : {}),
    }));
    const finalTitle = input.final_title ?? defaults.final_title;
    await repo.saveVersion(trx, {
      paper_id: paperId,
      final_title: finalTitle,
      final_abstract: input.final_abstract ?? defaults.final_abstract,
      final_authors: JSON.stringify(authors),
      file_name: final.fileName,
      size: final.data.length,
      data: final.data,
      copyright_file_name: copyright?.fileName ?? null,
      copyright_size: copyright ? copyright.data.length : null,
      copyright_data: copyright?.data ?? null,
      uploaded_by: user.id,
      uploaded_at: nowIso(),
    });
    await recordAudit(trx, {
      actorId: user.id,
      action: "paper.camera_ready",
      entityType: "paper",
      entityId: paperId,
      confId: paper.conf_id,
      details: {
        final_title: finalTitle,
        authors: authors.length,
        size: final.data.length,
        copyright: copyright !== null,
      },
    });
    return versionOut((await repo.findVersion(trx, paperId))!);
  });
}

/** GET /paper/camera-ready/{paperId}: whether uploads are open for it, and the final version (authors and the paper's chairs). */
export async function getFinalVersion(ctx: AppContext, user: AuthUser, paperId: number): Promise<CameraReadyInfo> {
  const { paper, viewer } = await loadPaperAs(ctx.db, user, paperId);
  if (!viewer.isAuthor && !managesPaper(viewer.access, paper)) throw forbidden(ONLY_AUTHORS_OR_CHAIRS);
  const [conf, row] = await Promise.all([
    repo.findCameraReadyConference(ctx.db, paper.conf_id),
    repo.findVersion(ctx.db, paperId),
  ]);
  // the authors' upload (policy whyNotUploadFinalVersion) without its first step, which the
  // authors pass: to them this is their own button; the chairs read whether the authors may upload
  const asAuthor = { isAuthor: true };
  const deadline = cameraReadyDeadline(conf!);
  return {
    paper_id: paperId,
    open: canUploadFinalVersion(asAuthor, paper, conf!),
    closed_reason: whyNotUploadFinalVersion(asAuthor, paper, conf!)?.message ?? null,
    deadline_utc: deadline ? deadline.toISOString() : null,
    deadline_local: conf!.camera_ready_deadline?.trim() || null,
    timezone: conf!.timezone_for_deadline || "UTC",
    version: row ? versionOut(row) : null,
    defaults: await metadataDefaults(ctx.db, paper, row),
  };
}

/**
 * GET /paper/camera-ready-file/{paperId} (and -copyright): whoever may see the paper, except that
 * the final version names its authors, so not a reviewer who may not know them (Double-blind).
 */
export async function finalFile(ctx: AppContext, user: AuthUser, paperId: number, which: "final" | "copyright") {
  const { paper, viewer, conf } = await loadPaperAs(ctx.db, user, paperId);
  if (!mayKnowAuthors(viewer, paper, conf)) throw notFound("Final version");
  const file =
    which === "final" ? await repo.findFinalFile(ctx.db, paperId) : await repo.findCopyrightFile(ctx.db, paperId);
  if (!file?.data) throw notFound(which === "final" ? "Final version" : "Copyright form");
  return { fileName: file.file_name ?? "copyright.pdf", data: Buffer.from(file.data), sequence: paper.paper_sequence };
}

/** GET /conference/camera-ready-status/{confId}: the accepted papers, uploaded or missing. */
export async function cameraReadyStatus(ctx: AppContext, user: AuthUser, confId: number): Promise<CameraReadyStatus> {
  await requireConferenceChair(ctx.db, user, confId);
  const [conf, rows] = await Promise.all([
    repo.findCameraReadyConference(ctx.db, confId),
    repo.acceptedPapers(ctx.db, confId),
  ]);
  const papers = rows.map((r) => ({
    paper_id: r.paper_id,
    paper_sequence: r.paper_sequence,
    paper_title: r.paper_title,
    track_id: r.track_id,
    uploaded: r.uploaded_at !== null,
    uploaded_at: r.uploaded_at ?? null,
    final_title: r.final_title ?? null,
  }));
  const uploaded = papers.filter((p) => p.uploaded).length;
  return {
    conf_id: confId,
    open: cameraReadyRefusal({ status: 35 }, conf!) === null,
    deadline_local: conf!.camera_ready_deadline?.trim() || null,
    timezone: conf!.timezone_for_deadline || "UTC",
    uploaded,
    missing: papers.length - uploaded,
    papers,
  };
}
