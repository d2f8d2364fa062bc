import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idField, leadReviewerSchema, metaReviewSchema } from "@symposia/domain";
import { leadReviewerAnswer, metaReviewAnswer, metaReviewWrittenAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { chooseLead, getMetaReview, writeMetaReview } from "./service.js";

const paperParam = z.object({ paperId: idField("Paper") });

/** Lead reviewers and meta-reviews; the call names are a public contract, spelled exactly. */
export function metaReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Meta-reviews"];
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/lead/:paperId",
    answer: leadReviewerAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: leadReviewerSchema,
    summary: "A chair names the paper's lead reviewer (one of its assigned, unconflicted reviewers).",
    handler: async ({ user, params, body }) => ({
      message: "The lead reviewer has been set.",
      result: await chooseLead(ctx, user, params.paperId, body.reviewer_id),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/meta-review/:paperId",
    answer: metaReviewWrittenAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: metaReviewSchema,
    summary: "The lead writes the meta-review and a recommendation from the decision list, once every review is in.",
    handler: async ({ user, params, body }) => {
      const outcome = await writeMetaReview(ctx, user, params.paperId, body);
      return {
        message: outcome.updated ? "The meta-review has been updated." : "The meta-review has been submitted.",
        result: outcome,
      };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/meta-review/:paperId",
    answer: metaReviewAnswer,
    access: "user",
    tags,
    params: paperParam,
    summary:
      "The paper's lead and meta-review: the discussion reads it; the authors once the reviews are released to them.",
    handler: async ({ user, params }) => ({ result: await getMetaReview(ctx, user, params.paperId) }),
  });
}
