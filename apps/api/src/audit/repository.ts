import type { Insertable, Kysely, Transaction } from "kysely";
import type { AuditLogTable, Database } from "../db/schema.js";

/** Appends rows to the audit trail (one multi-row insert), inside the caller's transaction. */
export async function insertAuditRows(
  db: Kysely<Database> | Transaction<Database>,
  rows: readonly Insertable<AuditLogTable>[],
): Promise<void> {
  await db.insertInto("audit_log").values(rows).execute();
}
