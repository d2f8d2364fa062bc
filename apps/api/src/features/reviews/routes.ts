import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  addReviewSchema,
  offlineReviewDownloadQuery,
  offlineReviewUploadSchema,
  finalReviewSchema,
  idField,
  notificationJobSchema,
  notificationTemplateSchema,
  reportQuerySchema,
  reviewPapersQuerySchema,
} from "@symposia/domain";
import {
  finalDecisionAnswer,
  notificationJobAnswer,
  notificationJobStartAnswer,
  notificationSentAnswer,
  notificationTemplateAnswer,
  offlineUploadAnswer,
  reportChartsAnswer,
  reportCountsAnswer,
  reviewHistoryAnswer,
  reviewPapersAnswer,
  reviewSavedAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { attachmentDisposition } from "../../files/sniff.js";
import { RAW, defineRoute } from "../../http/route.js";
import { createNotificationJob, previewNotificationJob, getNotificationJob } from "./notificationJobs.js";
import { getTemplate, sendNotification } from "./notifications.js";
import { reportCharts, reportCounts, reportCsv } from "./reports.js";
import { addReview, listReviewPapers, reviewHistory, setFinalDecision } from "./service.js";
import { downloadOfflineForm, uploadOfflineForm } from "./offline.js";

const paperParam = z.object({ paperId: idField("paperId") });
const historyParams = z.object({ paperId: idField("paperId"), reviewerId: idField("reviewerId") });
const confParam = z.object({ confId: idField("confId") });
const jobParam = z.object({ jobId: idField("jobId") });

export function reviewsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Reviews"];

  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/review-papers/:confId",
    answer: reviewPapersAnswer,
    access: "user",
    tags,
    params: confParam,
    query: reviewPapersQuerySchema,
    summary:
      "Review Papers: ADMIN every paper with a file, others the papers assigned to them, each with the caller's own review.",
    handler: async ({ user, params, query }) => ({ result: await listReviewPapers(ctx, user, params.confId, query) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/add-review/:paperId",
    answer: reviewSavedAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: addReviewSchema,
    summary: "Submit or update the caller's review (assigned reviewer; paper not blocked, withdrawn or decided).",
    handler: async ({ user, params, body }) => {
      const outcome = await addReview(ctx, user, params.paperId, body);
      const message = outcome.draft
        ? "Your draft has been saved; nobody else sees it until you submit."
        : outcome.updated
          ? "Your review has been updated."
          : "Your review has been submitted.";
      return { message, result: outcome };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/offline-review-form/:confId",
    access: "user",
    tags,
    params: confParam,
    query: offlineReviewDownloadQuery,
    summary: "Plain-text offline review form for one paper (paper_id) or all the caller's papers to review.",
    handler: async ({ user, params, query, reply }) => {
      const { fileName, text } = await downloadOfflineForm(ctx, user, params.confId, query.paper_id);
      void reply
        .header("content-type", "text/plain; charset=utf-8")
        .header("content-disposition", attachmentDisposition(fileName))
        .send(text);
      return RAW;
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/offline-review-form/:confId",
    answer: offlineUploadAnswer,
    access: "user",
    tags,
    params: confParam,
    body: offlineReviewUploadSchema,
    summary: "Upload a filled-in offline form: each paper is checked like an online review and saved or refused whole.",
    handler: async ({ user, params, body }) => {
      const result = await uploadOfflineForm(ctx, user, params.confId, body.text, body.draft);
      return { message: `${result.saved} saved, ${result.refused} refused.`, result };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/review-history/:paperId/:reviewerId",
    answer: reviewHistoryAnswer,
    access: "user",
    tags,
    params: historyParams,
    summary: "Every submitted version of a reviewer's review of the paper (the paper's chairs).",
    handler: async ({ user, params }) => ({
      result: await reviewHistory(ctx, user, params.paperId, params.reviewerId),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/final-review/:paperId",
    answer: finalDecisionAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: finalReviewSchema,
    summary: "Record the final decision (SUPERCHAIR, ADMIN, OC, the paper's track chairs); the status follows it.",
    handler: async ({ user, params, body }) => ({
      message: "The final decision has been saved.",
      result: await setFinalDecision(ctx, user, params.paperId, body),
    }),
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/accepted-paper-email-tamplate/:paperId",
    answer: notificationTemplateAnswer,
    access: "user",
    tags,
    params: paperParam,
    summary: "Acceptance notification prefilled for the paper (reviews without names or confidential remarks).",
    handler: async ({ user, params }) => ({ result: await getTemplate(ctx, user, params.paperId, "accepted") }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/rejected-paper-email-tamplate/:paperId",
    answer: notificationTemplateAnswer,
    access: "user",
    tags,
    params: paperParam,
    summary: "Rejection notification prefilled for the paper (reviews without names or confidential remarks).",
    handler: async ({ user, params }) => ({ result: await getTemplate(ctx, user, params.paperId, "rejected") }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/accepted-paper-email-tamplate/:paperId",
    answer: notificationSentAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: notificationTemplateSchema,
    summary: "Send the given heading and message to every author of the paper.",
    handler: async ({ user, params, body }) => {
      const { recipients } = await sendNotification(ctx, user, params.paperId, body);
      return {
        message: `The notification has been sent to ${recipients} author${recipients === 1 ? "" : "s"}.`,
        result: { recipients },
      };
    },
  });

  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/notification-jobs/:confId",
    answer: notificationJobStartAnswer,
    access: "user",
    tags,
    params: confParam,
    body: notificationJobSchema,
    summary:
      "Notify the authors of every paper in a report filter, in the background; answers the " +
      "job. preview: true starts nothing and answers the papers and mails (recipients) it " +
      "would send.",
    handler: async ({ user, params, body }) => {
      if (body.preview) {
        const result = await previewNotificationJob(ctx, user, params.confId, body);
        const mails = `${result.recipients} mail${result.recipients === 1 ? "" : "s"}`;
        return {
          message: `${mails} to the authors of ${result.papers} paper${result.papers === 1 ? "" : "s"} would be sent.`,
          result,
        };
      }
      return {
        message: "The notifications are being sent.",
        result: await createNotificationJob(ctx, user, params.confId, body),
      };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/notification-jobs/:jobId",
    answer: notificationJobAnswer,
    access: "user",
    tags,
    params: jobParam,
    summary: "Progress of a bulk notification job (processed of total papers).",
    handler: async ({ user, params }) => ({ result: await getNotificationJob(ctx, user, params.jobId) }),
  });

  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/report-counts/:confId",
    answer: reportCountsAnswer,
    access: "user",
    tags,
    params: confParam,
    summary: "Number of papers behind each Reports filter (1000, 0, 30, 25, 18, 20, 35, 1010).",
    handler: async ({ user, params }) => ({ result: await reportCounts(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/report-charts/:confId",
    answer: reportChartsAnswer,
    access: "user",
    tags,
    params: confParam,
    summary: "Chart data: papers per track and status, decisions, review progress.",
    handler: async ({ user, params }) => ({ result: await reportCharts(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/report-csv/:confId",
    access: "user",
    tags,
    params: confParam,
    query: reportQuerySchema,
    summary: "CSV download of a filter: papers with authors, track, status, decision and reviews.",
    handler: async ({ user, params, query, reply }) => {
      const { fileName, csv } = await reportCsv(ctx, user, params.confId, query.status);
      void reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition(fileName))
        .send(csv);
      return RAW;
    },
  });
}
