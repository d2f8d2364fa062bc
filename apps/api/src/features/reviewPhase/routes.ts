import { mailRunMessage } from "../../http/mailRunMessage.js";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { declineReviewSchema, idField, reviewExtensionSchema, reviewReminderSchema } from "@symposia/domain";
import {
  noResultAnswer,
  reminderOutcomeAnswer,
  reviewAttachmentAnswer,
  reviewDeclinedAnswer,
  reviewExtensionAnswer,
  reviewExtensionsAnswer,
  reviewPhaseAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { attachmentDisposition } from "../../files/sniff.js";
import { RAW, defineRoute } from "../../http/route.js";
import { downloadAttachment, removeAttachment, uploadAttachment } from "./attachments.js";
import { sendReminders } from "./reminders.js";
import { declineReview, grantExtension, listExtensions, removeExtension, reviewPhaseInfo } from "./service.js";

const paperParam = z.object({ paperId: idField("paperId") });
const confParam = z.object({ confId: idField("confId") });
const idParam = z.object({ id: idField("id") });
const pairParam = z.object({ paperId: idField("paperId"), reviewerId: idField("reviewerId") });
const noFields = z.object({});

export function reviewPhaseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Review phase"];

  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/review-phase/:confId",
    answer: reviewPhaseAnswer,
    access: "user",
    tags,
    params: confParam,
    summary:
      "The review phase as reviewers see it: open or closed, the deadlines with their time zone, the instructions (sanitised HTML).",
    handler: async ({ user, params }) => ({ result: await reviewPhaseInfo(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/review-extension/:paperId",
    answer: reviewExtensionAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: reviewExtensionSchema,
    summary:
      "Extend one assigned reviewer's hard review deadline for this paper (deadline: YYYY-MM-DD HH:mm in the deadline time zone).",
    handler: async ({ user, params, body }) => ({
      message: "The review deadline has been extended.",
      result: await grantExtension(ctx, user, params.paperId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/review-extensions/:paperId",
    answer: reviewExtensionsAnswer,
    access: "user",
    tags,
    params: paperParam,
    summary:
      "The paper's review-deadline extensions (reviewer, deadline with its time zone), for those who may grant them.",
    handler: async ({ user, params }) => ({ result: await listExtensions(ctx, user, params.paperId) }),
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/paper/review-extension/:paperId/:reviewerId",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: pairParam,
    summary: "Remove one reviewer's extension: the conference's hard review deadline applies to them again.",
    handler: async ({ user, params }) => {
      await removeExtension(ctx, user, params.paperId, params.reviewerId);
      return { message: "The extension has been removed.", result: null };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/decline-review/:paperId",
    answer: reviewDeclinedAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: declineReviewSchema,
    summary: "The assigned reviewer declines the paper before reviewing it (reason required); the chairs are told.",
    handler: async ({ user, params, body }) => ({
      message: "You have declined to review this paper. The chairs have been told.",
      result: await declineReview(ctx, user, params.paperId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/review-reminder/:confId",
    answer: reminderOutcomeAnswer,
    access: "user",
    tags,
    params: confParam,
    body: reviewReminderSchema,
    summary:
      "Remind reviewers with missing reviews (conference or track_id), one mail each; preview: true answers the mails without sending.",
    handler: async ({ user, params, body }) => {
      const outcome = await sendReminders(ctx, user, params.confId, body);
      const message = mailRunMessage(outcome, {
        noun: "reviewer",
        wouldBe: "reminded",
        none: "No reviewer has a missing review: no reminder was sent.",
        sent: (reviewers) => `A reminder has been sent to ${reviewers}.`,
      });
      return { message, result: outcome };
    },
  });

  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/review-attachment/:paperId",
    answer: reviewAttachmentAnswer,
    access: "user",
    tags,
    params: paperParam,
    multipart: true,
    fileFields: ["attachment"],
    body: noFields,
    summary:
      "Attach one file (pdf, txt or zip, within the upload limit; field attachment) to the caller's review; replaces an earlier one.",
    handler: async ({ user, params, files }) => ({
      message: "The attachment has been saved.",
      result: await uploadAttachment(ctx, user, params.paperId, files.attachment),
    }),
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/paper/review-attachment/:paperId",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: paperParam,
    summary: "Remove the caller's review attachment.",
    handler: async ({ user, params }) => {
      await removeAttachment(ctx, user, params.paperId);
      return { message: "The attachment has been removed.", result: null };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/review-attachment/:id",
    access: "user",
    tags,
    params: idParam,
    summary:
      "Download a review attachment (visible to whoever may read the review), named review-<paper number>-<n>; " +
      "a PDF loses its Author/Creator/Producer and XMP metadata for everyone but its uploader.",
    handler: async ({ user, params, reply }) => {
      const file = await downloadAttachment(ctx, user, params.id);
      void reply
        .header("content-type", file.mime_type === "text/plain" ? "text/plain; charset=utf-8" : file.mime_type)
        .header("content-disposition", attachmentDisposition(file.fileName))
        .header("x-content-type-options", "nosniff")
        .send(file.data);
      return RAW;
    },
  });
}
