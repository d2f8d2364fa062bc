import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  idField,
  missingPaperMailSchema,
  submissionFieldBase,
  submissionFieldsSchema,
  submissionFileSlotsSchema,
} from "@symposia/domain";
import {
  fileSlotsAnswer,
  missingPaperMailAnswer,
  presenterSetAnswer,
  submissionFieldsAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { attachmentDisposition } from "../../files/sniff.js";
import { RAW, defineRoute } from "../../http/route.js";
import { downloadExtraFile, getFileSlots, saveFileSlots } from "./fileSlots.js";
import { choosePresenter } from "./presenter.js";
import { papersWithoutFile } from "./repository.js";
import { getSubmissionFields, mailAuthorsOfPapers, saveSubmissionFields } from "./service.js";
import { requireConferenceChair } from "../../access/index.js";

const confIdParam = z.object({ confId: idField("Conference") });
const paperIdParam = z.object({ paperId: idField("Paper") });
const presenterSchema = z.object({ author_id: idField("Author") });
const extraFileParams = z.object({ paperId: idField("Paper"), slot: submissionFieldBase.shape.key });

/** The configurable submission form. */
export function submissionFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Submission form"];
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/presenter/:paperId",
    answer: presenterSetAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    body: presenterSchema,
    summary:
      "Mark which author (a paper_author_data id) presents the paper; one per paper (the paper's authors, when author_selecting_presenter is 1).",
    handler: async ({ user, params, body }) => ({
      message: "The presenter has been saved.",
      result: await choosePresenter(ctx, user, params.paperId, body.author_id),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/submission-fields/:confId",
    answer: submissionFieldsAnswer,
    access: "user",
    tags,
    params: confIdParam,
    summary: "The extra fields of the submission form, in order (anyone who may see the conference).",
    handler: async ({ user, params }) => ({ result: await getSubmissionFields(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/submission-fields/:confId",
    answer: submissionFieldsAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: submissionFieldsSchema,
    summary:
      "Replace the extra fields of the submission form: {fields: [{key, label, type " +
      "text|select|checkbox, options, required, visibility reviewers|chairs}]} (conference " +
      "chair or admin).",
    handler: async ({ user, params, body }) => ({
      message: "The submission form has been saved.",
      result: await saveSubmissionFields(ctx, user, params.confId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/submission-file-slots/:confId",
    answer: fileSlotsAnswer,
    access: "user",
    tags,
    params: confIdParam,
    summary:
      "The extra file slots of the submission form, in order, and the site's upload limit in MB (anyone who may see the conference).",
    handler: async ({ user, params }) => ({ result: await getFileSlots(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/submission-file-slots/:confId",
    answer: fileSlotsAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: submissionFileSlotsSchema,
    summary:
      "Replace the extra file slots: {slots: [{key, label, types among pdf/zip/doc/docx, " +
      "max_mb within the upload limit, required}]}; files travel in the submit and update " +
      "calls as extra_file_<key> (conference chair or admin).",
    handler: async ({ user, params, body }) => ({
      message: "The file slots have been saved.",
      result: await saveFileSlots(ctx, user, params.confId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/extra-file/:paperId/:slot",
    access: "user",
    tags,
    params: extraFileParams,
    summary:
      "Download a paper's file in one extra slot (whoever may see the paper), named <paper_sequence>-<slot>.<ext>.",
    handler: async ({ user, params, reply }) => {
      const file = await downloadExtraFile(ctx, user, params.paperId, params.slot);
      await reply
        .header("content-type", file.mimeType)
        .header("content-disposition", attachmentDisposition(file.downloadName))
        .header("content-length", file.data.length)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.data);
      return RAW;
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/missing-paper-mail/:confId",
    answer: missingPaperMailAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: missingPaperMailSchema,
    summary:
      "Mail the authors of every submitted paper that has no file yet (the Missing paper " +
      "filter, 1010), as POST /paper/author-mail does for one (SUPERCHAIR, ADMIN, OC); " +
      "preview: true sends nothing and answers the same counts.",
    handler: async ({ user, params, body }) => {
      await requireConferenceChair(ctx.db, user, params.confId);
      const ids = await papersWithoutFile(ctx.db, params.confId);
      const { preview, ...mail } = body;
      const result = await mailAuthorsOfPapers(ctx, user, params.confId, ids, mail, { preview });
      if (preview)
        return {
          message: `${result.sent} message${result.sent === 1 ? "" : "s"} for ${result.papers} paper${result.papers === 1 ? "" : "s"} would be sent.`,
          result,
        };
      return { message: "The mail to the authors has been sent.", result };
    },
  });
}
