import type { Kysely } from "kysely";
import { notNull, withId } from "./helpers.js";

// Computed affinity: each score remembers where it came from (`imported` by a chair's file, or
// `computed` from publications), so a new computation replaces only its own rows and never an
// imported score. The job's state is one row per conference, written as it goes, so a process
// that stops leaves a job another process (or this one, restarted) resumes where it was.
// No data_version trigger: no cached answer reads these.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("assignment_affinity")
    .addColumn("source", "text", (c) => c.notNull().defaultTo("imported"))
    .execute();

  await withId(db, db.schema.createTable("affinity_compute_jobs"))
    .addColumn("conf_id", "integer", (c) => c.notNull().unique().references("conferences.id"))
    /** running, done or failed */
    .addColumn("status", "text", notNull)
    .addColumn("method", "text", notNull)
    .addColumn("top_k", "integer", notNull)
    .addColumn("total_papers", "integer", notNull)
    .addColumn("done_papers", "integer", notNull)
    /** the last paper id whose scores are stored (papers are taken in id order) */
    .addColumn("cursor_paper_id", "integer", notNull)
    .addColumn("stored_scores", "integer", notNull)
    .addColumn("started_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("started_at", "text", notNull)
    /** the heartbeat: a running job not touched for a while is resumed by the next caller */
    .addColumn("updated_at", "text", notNull)
    .addColumn("finished_at", "text")
    .addColumn("error", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("affinity_compute_jobs").execute();
  await db.schema.alterTable("assignment_affinity").dropColumn("source").execute();
}
