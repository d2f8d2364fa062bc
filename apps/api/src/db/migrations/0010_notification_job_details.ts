import type { Kysely } from "kysely";

// What a bulk notification job needs beyond 0005: the text it sends (null: each paper's decision
// template), a cursor so a restarted job resumes after the last paper it finished, a lease so only
// one process runs a job at a time, and how many mails it actually queued.
const COLUMNS = [
  ["heading", "text", false],
  ["message", "text", false],
  ["last_paper_id", "integer", true],
  ["mails_queued", "integer", true],
  ["locked_until", "text", false],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per column: SQLite adds a single column per ALTER TABLE.
  for (const [name, type, counter] of COLUMNS) {
    await db.schema
      .alterTable("notification_jobs")
      .addColumn(name, type, (c) => (counter ? c.notNull().defaultTo(0) : c))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...COLUMNS].reverse()) {
    await db.schema.alterTable("notification_jobs").dropColumn(name).execute();
  }
}
