// What the audit log calls answer (apps/api/src/features/audit).

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
