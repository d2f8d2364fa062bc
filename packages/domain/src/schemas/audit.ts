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

/** One entry of GET /audit-log, newest first. */
export interface AuditLogEntry {
  id: number;
  action: string;
  entity_type: string;
  entity_id: number | null;
  conf_id: number | null;
  details: Record<string, unknown> | null;
  created_at: string;
  /** null for entries the system made on its own */
  actor_id: number | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
}

/** One entry of GET /paper/history/{paperId}, oldest first. */
export interface PaperHistoryEntry {
  id: number;
  action: string;
  entity_type: string;
  entity_id: number | null;
  created_at: string;
  actor_id: number | null;
  actor_name: string | null;
  details: Record<string, unknown> | null;
  /** the person the entry is about (e.g. the reviewer assigned), when it names one */
  subject_name: string | null;
}
