import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idField, myTopicsSchema, topicsSaveSchema } from "@symposia/domain";
import { myTopicsAnswer, topicsAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { listTopics, myTopics, saveMyTopics, saveTopics } from "./service.js";

const confIdParam = z.object({ confId: idField("Conference") });

/** Topics; the call names are a public contract, spelled exactly. */
export function topicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Topics"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/topics/:confId",
    answer: topicsAnswer,
    access: "optional",
    tags,
    params: confIdParam,
    summary: "The conference's topics, in order (anyone who may see the conference).",
    handler: async ({ user, params }) => ({ result: await listTopics(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/topics/:confId",
    answer: topicsAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: topicsSaveSchema,
    summary:
      "Replace the topic list (chairs): { id, name } renames, { name } adds, a topic left out is removed from the conference, its papers and members.",
    handler: async ({ user, params, body }) => ({
      message: "The topics have been saved.",
      result: await saveTopics(ctx, user, params.confId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/my-topics/:confId",
    answer: myTopicsAnswer,
    access: "user",
    tags,
    params: confIdParam,
    summary: "The caller's expertise topics in the conference, and the tracks where they are a TPC member.",
    handler: async ({ user, params }) => ({ result: await myTopics(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/my-topics/:confId",
    answer: myTopicsAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: myTopicsSchema,
    summary: "A TPC member states their expertise: topic_ids, the topics of the conference they know.",
    handler: async ({ user, params, body }) => ({
      message: "Your topics have been saved.",
      result: await saveMyTopics(ctx, user, params.confId, body.topic_ids),
    }),
  });
}
