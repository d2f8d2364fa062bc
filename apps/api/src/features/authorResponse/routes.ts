import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idField, responseMailSchema, responseSchemaFor } from "@symposia/domain";
import { responseAnswer, responseMailAnswer, responseSubmittedAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { sendResponseMail } from "./mailService.js";
import { getResponse, submitResponse } from "./service.js";

const paperParam = z.object({ paperId: idField("Paper") });
const confParam = z.object({ confId: idField("Conference") });

/** The authors' response; the call names are a public contract, spelled exactly. */
export function authorResponseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Authors' response"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/response/:paperId",
    answer: responseAnswer,
    access: "user",
    tags,
    params: paperParam,
    summary:
      "The response window, the reviews as the caller may read them and the response (authors; the discussion's chairs and reviewers).",
    handler: async ({ user, params }) => ({ result: await getResponse(ctx, user, params.paperId) }),
  });
  defineRoute(app, ctx, {
    // the word limit is the conference's: the service checks it with the same shared schema
    method: "POST",
    url: "/paper/response/:paperId",
    answer: responseSubmittedAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: responseSchemaFor(null),
    summary:
      "An author writes (or rewrites) the paper's one response while the response window is open, within the word limit.",
    handler: async ({ user, params, body }) => {
      const outcome = await submitResponse(ctx, user, params.paperId, body.response);
      return {
        message: outcome.updated ? "Your response has been updated." : "Your response has been submitted.",
        result: outcome,
      };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/response-mail/:confId",
    answer: responseMailAnswer,
    access: "user",
    tags,
    params: confParam,
    body: responseMailSchema,
    summary:
      "Mail every author (papers not withdrawn or blocked) that the reviews are available and until when they may respond; preview: 1 sends nothing.",
    handler: async ({ user, params, body }) => {
      const outcome = await sendResponseMail(ctx, user, params.confId, body);
      return {
        message: outcome.preview
          ? "Preview of the mail."
          : `${outcome.queued} mail${outcome.queued === 1 ? "" : "s"} queued.`,
        result: outcome,
      };
    },
  });
}
