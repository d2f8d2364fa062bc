import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { idField } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { listAuditLog } from "./repository.js";
import { getPaperHistory } from "./service.js";

const paperParam = z.object({ paperId: idField("paperId") });

const auditQuerySchema = z.object({
  conf_id: idField("conf_id").optional(),
  entity_type: z.string().trim().max(40).optional(),
  action: z.string().trim().max(80).optional(),
  entity_id: idField("entity_id").optional(),
  actor_id: idField("actor_id").optional(),
  per_page: z.coerce.number().int().min(1).max(500).optional().default(50),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
});

export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: "GET", url: "/audit-log", access: "admin", tags: ["Audit"], query: auditQuerySchema,
    summary: "The whole audit trail, newest first, filterable by conference, record, actor and exact action (ADMIN). Append-only: no call changes it.",
    handler: async ({ query }) => ({ result: await listAuditLog(ctx.db, query) }),
  });
  defineRoute(app, ctx, {
    method: "GET", url: "/paper/history/:paperId", access: "user", tags: ["Audit"], params: paperParam,
    summary: "A paper's audit trail, oldest first, with actor names: for those who decide the paper (never its authors).",
    handler: async ({ user, params }) => ({ result: await getPaperHistory(ctx, user, params.paperId) }),
  });
}
