import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idField, paperTagsSchema } from "@symposia/domain";
import { conferenceTagsAnswer, paperTagsAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { listConferenceTags, updatePaperTags } from "./service.js";

const paperParam = z.object({ paperId: idField("paperId") });
const confParam = z.object({ confId: idField("confId") });

export function tagRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Tags"];
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/tags/:paperId",
    answer: paperTagsAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: paperTagsSchema,
    summary:
      "Tag a paper (its PC members and chairs; never its authors or a conflicted member): add and remove lists of names " +
      "(letters, digits, -, _, :; `name` shared, `~name` private, `~~name` chairs only; `name#3` sets a value). Answers the paper's tags the caller sees.",
    handler: async ({ user, params, body }) => ({
      message: "The tags have been saved.",
      result: await updatePaperTags(ctx, user, params.paperId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/tags/:confId",
    answer: conferenceTagsAnswer,
    access: "user",
    tags,
    params: confParam,
    summary: "The tags the caller may see in the conference, each with the number of papers carrying it.",
    handler: async ({ user, params }) => ({ result: await listConferenceTags(ctx, user, params.confId) }),
  });
}
