import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idField, saveDecisionsSchema, saveReviewFormSchema } from "@symposia/domain";
import {
  decisionsAnswer,
  decisionsSavedAnswer,
  reviewFormAnswer,
  reviewFormSavedAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { getDecisions, getReviewForm, saveDecisions, saveReviewForm } from "./service.js";

const confIdParam = z.object({ confId: idField("Conference") });

/** The review form and the decision list of a conference; the call names are a public contract, spelled exactly. */
export function reviewFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Review forms"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/review-form/:confId",
    answer: reviewFormAnswer,
    access: "user",
    tags,
    params: confIdParam,
    summary: "The conference's current review form (version and ordered fields); reviewers and chairs.",
    handler: async ({ user, params }) => ({ result: await getReviewForm(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/review-form/:confId",
    answer: reviewFormSavedAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: saveReviewFormSchema,
    summary:
      "Save a new version of the review form (chairs); removing a field or changing a scale that reviews answered needs confirm: true.",
    handler: async ({ user, params, body }) => ({
      message: "The review form has been saved.",
      result: await saveReviewForm(ctx, user, params.confId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/decisions/:confId",
    answer: decisionsAnswer,
    access: "user",
    tags,
    params: confIdParam,
    summary: "The conference's ordered decision list (label, outcome, papers carrying it).",
    handler: async ({ user, params }) => ({ result: await getDecisions(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/decisions/:confId",
    answer: decisionsSavedAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: saveDecisionsSchema,
    summary: "Replace the decision list (chairs); a label in use needs a replacement in replacements.",
    handler: async ({ user, params, body }) => ({
      message: "The decisions have been saved.",
      result: await saveDecisions(ctx, user, params.confId, body),
    }),
  });
}
