import { z } from "zod";
import { idField } from "./common.js";

/** GET /audit-log (ADMIN): filters and page; every filter is optional and exact. */
export const auditLogQuerySchema = z.object({
  conf_id: idField("conf_id").optional(),
  entity_type: z.string().trim().max(40).optional(),
  action: z.string().trim().max(80).optional(),
  entity_id: idField("entity_id").optional(),
  actor_id: idField("actor_id").optional(),
  per_page: z.coerce.number().int().min(1).max(500).optional().default(50),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().default(1),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
/** The filters of the Audit Log screen: an absent filter is left out of the query. */
export type AuditLogFilters = Partial<Omit<AuditLogQuery, "per_page" | "page">>;
