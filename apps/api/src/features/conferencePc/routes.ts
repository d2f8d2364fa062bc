import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idField } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { conferencePc } from "./service.js";

const confIdParam = z.object({ confId: idField("Conference") });

/** The conference-level programme committee (the per-track calls stay in the TPC feature). */
export function conferencePcRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/pc/:confId",
    access: "user",
    tags: ["TPC"],
    params: confIdParam,
    summary:
      "Every PC member over the conference's tracks (conference chairs, organising committee, ADMIN): their tracks, status " +
      "(invited, accepted, declined, awaiting email verification), load, bids, quota, conflicts count, reviews done and late.",
    handler: async ({ user, params }) => ({ result: await conferencePc(ctx, user, params.confId) }),
  });
}
