import type { Insertable, Kysely, Transaction } from "kysely";
import { chunksOf } from "../db/chunks.js";
import type { AuditLogTable, Database } from "../db/schema.js";
import { nowIso } from "../db/time.js";
import { actingTokenId } from "./actingToken.js";
import { insertAuditRows } from "./repository.js";

export interface AuditEntry {
  actorId: number | null;
  /** e.g. "conference.approve", "paper.submit", "review.submit" */
  action: string;
  entityType: string;
  entityId: number | null;
  confId?: number | null;
  details?: Record<string, unknown>;
}

/** Seven columns a row: 1,000 rows stay well under SQLite's (and PostgreSQL's) bound-parameter limit. */
const AUDIT_ROWS_PER_INSERT = 1000;

const auditRow = (entry: AuditEntry, createdAt: string): Insertable<AuditLogTable> => ({
  actor_id: entry.actorId,
  action: entry.action,
  entity_type: entry.entityType,
  entity_id: entry.entityId,
  conf_id: entry.confId ?? null,
  details: entry.details ? JSON.stringify(entry.details) : null,
  created_at: createdAt,
  api_token_id: actingTokenId(),
});

/** Appends to the audit trail, inside the caller's transaction. Nothing ever updates or deletes it. */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await insertAuditRows(db, [auditRow(entry, nowIso())]);
}

/**
 * Appends many entries made by one call (e.g. one per assignment of an Auto Assign run), inside the
 * caller's transaction, with multi-row inserts: tens of thousands of entries cost tens of statements.
 */
export async function recordAuditMany(
  db: Kysely<Database> | Transaction<Database>,
  entries: readonly AuditEntry[],
): Promise<void> {
  const createdAt = nowIso();
  for (const chunk of chunksOf(entries, AUDIT_ROWS_PER_INSERT)) {
    await insertAuditRows(
      db,
      chunk.map((entry) => auditRow(entry, createdAt)),
    );
  }
}
