import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { affinityComputeSchema, idField } from "@symposia/domain";
import { affinityComputeAnswer, paperAffinityMatchesAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { stopJobs } from "./job.js";
import { computeProgress, paperMatches, startCompute } from "./service.js";

const confIdParam = z.object({ confId: idField("Conference") });
const paperIdParam = z.object({ paperId: idField("Paper") });

/** Affinity computed from the PC's publications (TF-IDF cosine), as a resumable job. */
export function affinityComputeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Affinity"];
  // a closing server stops its jobs after the batch in hand; the job's row lets another carry on
  app.addHook("onClose", () => stopJobs(ctx));
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/affinity-compute/:confId",
    answer: affinityComputeAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: affinityComputeSchema,
    summary:
      "Start computing affinity from the PC's publications for every paper of the " +
      "conference's tracks (chairs); answers the job's progress. A running job is not started " +
      "twice.",
    handler: async ({ user, params, body }) => {
      const { progress, started } = await startCompute(ctx, user, params.confId, body);
      return {
        result: progress,
        message: started ? "Computing affinity has started." : "Affinity is already being computed.",
      };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/affinity-compute-progress/:confId",
    answer: affinityComputeAnswer,
    access: "user",
    tags,
    params: confIdParam,
    summary: "The affinity computation's progress (chairs); kept in the database, so it survives a restart.",
    handler: async ({ user, params }) => ({ result: await computeProgress(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/affinity-matches/:paperId",
    answer: paperAffinityMatchesAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    summary:
      "A paper's best-matching PC members with the publications that matched and the terms they share (the paper's chairs).",
    handler: async ({ user, params }) => ({ result: await paperMatches(ctx, user, params.paperId) }),
  });
}
