import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { dashboardQuerySchema, idField } from "@symposia/domain";
import { dashboardAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { conferenceDashboard } from "./service.js";

const confIdParam = z.object({ confId: idField("Conference") });

/** The chair's console: where the conference stands and what to do next. */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/dashboard/:confId",
    answer: dashboardAnswer,
    access: "user",
    tags: ["Conferences"],
    params: confIdParam,
    query: dashboardQuerySchema,
    summary:
      "The chair's dashboard (conference chairs, organising committee, ADMIN): every phase in order with its state (not started, open, closed), " +
      "its dates in the deadline time zone, the counts of the lists it links to and the next action as a web path; min_bids sets the bid reminder threshold.",
    handler: async ({ user, params, query }) => ({
      result: await conferenceDashboard(ctx, user, params.confId, query),
    }),
  });
}
