// One attachment per review (review_can_have_attachments): uploaded by the assigned
// reviewer while they may review (the same window as add-review), read by whoever may read their
// review (policy/reviewPhase.ts canSeeReviewAttachment over the review visibility rules).
import type { ReviewAttachmentInfo } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { sniffReviewAttachment } from "../../files/sniffAttachment.js";
import type { AuthUser } from "../../http/auth.js";
import { badRequest, conflict, notFound, unsupportedType } from "../../http/errors.js";
import type { UploadedFile } from "../../http/multipart.js";
import { recordAudit } from "../../audit/audit.js";
import { assertAllowed, mayReview, paperTakesReview } from "../../policy/index.js";
import { canSeeReviewAttachment, reviewAttachmentNumber } from "../../policy/reviewPhase.js";
import { stripPdfIdentity } from "../../files/pdfIdentity.js";
import { reviewersOf } from "../../access/reviewerRepository.js";
import { attachmentView } from "./service.js";
import * as repo from "./repository.js";
import { assertReviewWindow, loadPaperAs, requireOpenConference } from "../../access/index.js";

export const ATTACHMENTS_OFF = "This conference does not accept attachments to reviews.";
export const NOT_ASSIGNED_ATTACH = "Only a reviewer assigned to this paper may attach a file to its review.";
const WRONG_TYPE = "A review attachment must be a PDF (.pdf), a plain-text file (.txt) or a ZIP archive (.zip).";

/** POST /paper/review-attachment/{paperId} (multipart `attachment`): adds or replaces the caller's file. */
export async function uploadAttachment(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  file: UploadedFile | undefined,
): Promise<ReviewAttachmentInfo> {
  if (!file || file.data.length === 0) throw badRequest("Choose a file to attach (field attachment).");
  const mime = sniffReviewAttachment(file.data, file.fileName, ctx.config.uploadLimitBytes);
  return ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await loadPaperAs(trx, user, paperId);
    const assignment = await repo.findAssignment(trx, paperId, user.id);
    assertAllowed(mayReview(assignment, user.id, viewer.isAuthor), NOT_ASSIGNED_ATTACH);
    const conf = (await repo.findPhaseConference(trx, paper.conf_id))!;
    if (conf.review_can_have_attachments !== 1) throw conflict(ATTACHMENTS_OFF);
    if (!paperTakesReview(paper))
      throw conflict("This paper takes no reviews now, so its review cannot get an attachment.");
    await requireOpenConference(trx, paper.conf_id);
    await assertReviewWindow(trx, paper.conf_id, paperId, user.id);
    if (!mime) throw unsupportedType(WRONG_TYPE);
    const fileName = file.fileName.replace(/[\\/]/g, "_").slice(-200) || "attachment";
    await repo.saveAttachment(trx, {
      paper_id: paperId,
      user_id: user.id,
      file_name: fileName,
      mime_type: mime,
      size: file.data.length,
      data: file.data,
    });
    await recordAudit(trx, {
      actorId: user.id,
      action: "review.attachment",
      entityType: "paper",
      entityId: paperId,
      confId: paper.conf_id,
      details: { reviewer_id: user.id, size: file.data.length, mime_type: mime },
    });
    return attachmentView((await repo.attachmentOf(trx, paperId, user.id))!);
  });
}

/** DELETE /paper/review-attachment/{paperId}: the caller removes their own file (same window). */
export async function removeAttachment(ctx: AppContext, user: AuthUser, paperId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { paper, viewer } = await loadPaperAs(trx, user, paperId);
    const assignment = await repo.findAssignment(trx, paperId, user.id);
    assertAllowed(mayReview(assignment, user.id, viewer.isAuthor), NOT_ASSIGNED_ATTACH);
    await requireOpenConference(trx, paper.conf_id);
    await assertReviewWindow(trx, paper.conf_id, paperId, user.id);
    if (!(await repo.deleteAttachment(trx, paperId, user.id))) throw notFound("Attachment");
    await recordAudit(trx, {
      actorId: user.id,
      action: "review.attachment.remove",
      entityType: "paper",
      entityId: paperId,
      confId: paper.conf_id,
      details: { reviewer_id: user.id },
    });
  });
}

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "text/plain": "txt", "application/zip": "zip" };

/**
 * GET /paper/review-attachment/{id}: the file, to whoever may read the review it belongs to;
 * everyone else is told it does not exist. It is named neutrally for every reader
 * (review-<paper number>-<n>.<ext>, see reviewAttachmentNumber), never by the name it was uploaded
 * under; a PDF read by anyone but its uploader loses the identity fields of its metadata.
 */
export async function downloadAttachment(ctx: AppContext, user: AuthUser, id: number) {
  const row = await repo.findAttachment(ctx.db, id);
  if (!row) throw notFound("Attachment");
  const { paper, conf, viewer } = await loadPaperAs(ctx.db, user, row.paper_id).catch(() => {
    throw notFound("Attachment");
  });
  const entries = await reviewersOf(ctx.db, [paper.id]);
  if (!canSeeReviewAttachment(viewer, paper, entries, conf, row.user_id)) throw notFound("Attachment");
  const number = reviewAttachmentNumber(viewer, entries, row.user_id);
  const data =
    row.mime_type === "application/pdf" && row.user_id !== user.id ? stripPdfIdentity(Buffer.from(row.data)) : row.data;
  return {
    mime_type: row.mime_type,
    data,
    fileName: `review-${paper.paper_sequence}-${number}.${EXTENSIONS[row.mime_type] ?? "bin"}`,
  };
}
