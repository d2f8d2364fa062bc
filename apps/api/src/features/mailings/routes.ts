import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idField } from "@symposia/domain";
import { mailDeliveryAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { mailDelivery } from "./service.js";

const confParam = z.object({ confId: idField("Conference") });

export function mailingRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/mail-delivery/:confId",
    answer: mailDeliveryAnswer,
    access: "user",
    tags: ["Mail"],
    params: confParam,
    summary:
      "The conference's bulk mailings (response open, review reminders, notifications, TPC mail): queued, waiting, sent and failed, with the newest failures.",
    handler: async ({ user, params }) => ({ result: await mailDelivery(ctx, user, params.confId) }),
  });
}
