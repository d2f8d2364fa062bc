import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { addReviewSchema, idField, subreviewReturnSchema, subreviewerSchema } from "@symposia/domain";
import {
  subreviewApprovedAnswer,
  subreviewPaperAnswer,
  subreviewRequestedAnswer,
  subreviewReturnedAnswer,
  subreviewWrittenAnswer,
  subreviewsAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { attachmentDisposition } from "../../files/sniff.js";
import { RAW, defineRoute } from "../../http/route.js";
import {
  approveSubreview,
  askSubreviewer,
  getSubreview,
  getSubreviewFile,
  listSubreviews,
  mySubreviews,
  returnSubreview,
  writeSubreview,
} from "./service.js";

const paperParam = z.object({ paperId: idField("Paper") });
const subreviewParam = z.object({ subreviewId: idField("Subreview") });

/** Subreviewers; POST /paper/subreviewer is a public call name, spelled exactly. */
export function subreviewerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Subreviewers"];
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/subreviewer/:paperId",
    answer: subreviewRequestedAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: subreviewerSchema,
    summary:
      "An assigned reviewer asks a subreviewer (email and name; an account is made or linked) to review the paper for them; never a conflicted person.",
    handler: async ({ user, params, body }) => ({
      message: "The subreviewer has been asked.",
      result: await askSubreviewer(ctx, user, params.paperId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/subreviews/:paperId",
    answer: subreviewsAnswer,
    access: "user",
    tags,
    params: paperParam,
    summary: "The paper's subreviews: the asking reviewer's own; all of them for the chairs.",
    handler: async ({ user, params }) => ({ result: await listSubreviews(ctx, user, params.paperId) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/my-subreviews",
    answer: subreviewsAnswer,
    access: "user",
    tags,
    summary: "The papers the caller was asked to subreview.",
    handler: async ({ user }) => ({ result: await mySubreviews(ctx, user) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/subreview/:subreviewId",
    answer: subreviewPaperAnswer,
    access: "user",
    tags,
    params: subreviewParam,
    summary:
      "One subreview with its paper, as the subreviewer (authors hidden per the settings), the asker or a chair may see it.",
    handler: async ({ user, params }) => ({ result: await getSubreview(ctx, user, params.subreviewId) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/subreview-file/:subreviewId",
    access: "user",
    tags,
    params: subreviewParam,
    summary: "The paper's file, for its subreviewer.",
    handler: async ({ user, params, reply }) => {
      const file = await getSubreviewFile(ctx, user, params.subreviewId);
      void reply
        .header("content-type", file.mimeType)
        .header("content-disposition", attachmentDisposition(file.downloadName))
        .send(file.data);
      return RAW;
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/subreview/:subreviewId",
    answer: subreviewWrittenAnswer,
    access: "user",
    tags,
    params: subreviewParam,
    body: addReviewSchema,
    summary:
      "The subreviewer writes (or rewrites, until approved) their review on the conference's " +
      "form: `answers` checked like add-review; `draft: true` saves it unsent.",
    handler: async ({ user, params, body }) => ({
      message: body.draft
        ? "Your draft has been saved; the reviewer who asked you does not see it yet."
        : "Your review has been sent to the reviewer who asked you.",
      result: await writeSubreview(ctx, user, params.subreviewId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/subreview-approve/:subreviewId",
    answer: subreviewApprovedAnswer,
    access: "user",
    tags,
    params: subreviewParam,
    summary:
      "The asking reviewer approves the subreview: it becomes their review (marked for the chairs as written by a subreviewer).",
    handler: async ({ user, params }) => ({
      message: "The subreview is now your review.",
      result: await approveSubreview(ctx, user, params.subreviewId),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/subreview-return/:subreviewId",
    answer: subreviewReturnedAnswer,
    access: "user",
    tags,
    params: subreviewParam,
    body: subreviewReturnSchema,
    summary: "The asking reviewer sends the subreview back to the subreviewer, with a note.",
    handler: async ({ user, params, body }) => ({
      message: "The subreview has been sent back.",
      result: await returnSubreview(ctx, user, params.subreviewId, body.message),
    }),
  });
}
