import type { FastifyInstance } from "fastify";
import { setupAdminSchema } from "@symposia/domain";
import { createdAnswer, setupStateAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import * as service from "./service.js";

export function setupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Setup"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/setup",
    answer: setupStateAnswer,
    access: "public",
    tags,
    summary: "Whether the site still needs its first administrator (the login screen then offers the form).",
    handler: async () => ({ result: { needed: await service.setupNeeded(ctx) } }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/setup/admin",
    answer: createdAnswer,
    access: "public",
    tags,
    rateLimited: true,
    body: setupAdminSchema,
    summary: "Create the first administrator of a fresh site (409 once any administrator exists).",
    handler: async ({ body }) => {
      const id = await service.createFirstAdmin(ctx, body);
      return { message: "The administrator account has been created. You can now log in.", result: { id } };
    },
  });
}
