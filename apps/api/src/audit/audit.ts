import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { nowIso } from "../db/time.js";

export interface AuditEntry {
  actorId: number | null;
  /** e.g. "conference.approve", "paper.submit", "review.submit" */
  action: string;
  entityType: string;
  entityId: number | null;
  confId?: number | null;
  details?: Record<string, unknown>;
}

/** Appends to the audit trail, inside the caller's transaction. Nothing ever updates or deletes it. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      conf_id: entry.confId ?? null,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: nowIso(),
    })
    .execute();
}
