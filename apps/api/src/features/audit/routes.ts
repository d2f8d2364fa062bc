import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditLogQuerySchema, idField } from "@symposia/domain";
import { auditLogAnswer, paperHistoryAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { listAuditLog } from "./repository.js";
import { getPaperHistory } from "./service.js";

const paperParam = z.object({ paperId: idField("paperId") });

export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: "GET",
    url: "/audit-log",
    answer: auditLogAnswer,
    access: "admin",
    tags: ["Audit"],
    query: auditLogQuerySchema,
    summary:
      "The whole audit trail, newest first, filterable by conference, record, actor and exact action (ADMIN). Append-only: no call changes it.",
    handler: async ({ query }) => ({ result: await listAuditLog(ctx.db, query) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/history/:paperId",
    answer: paperHistoryAnswer,
    access: "user",
    tags: ["Audit"],
    params: paperParam,
    summary:
      "A paper's audit trail, oldest first, with actor names: for those who decide the paper (never its authors).",
    handler: async ({ user, params }) => ({ result: await getPaperHistory(ctx, user, params.paperId) }),
  });
}
