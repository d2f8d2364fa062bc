import type { Kysely } from "kysely";
import { notNull } from "./helpers.js";

// The progress of each track's current (or last) Auto Assign run, in the database so that a poll
// answered by another API process sees the run another process is doing. One row per track,
// replaced when a run starts; `run_key` names the run that owns the row, so a run replaced by a
// newer one (on either process) no longer writes to it.
// No data_version trigger: the progress answer is never kept (it changes while nothing else does),
// and a run writes it many times a second.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("auto_assign_progress")
    .addColumn("track_id", "integer", (c) => c.primaryKey().references("tracks.id").onDelete("cascade"))
    .addColumn("run_key", "text", notNull)
    .addColumn("state", "text", notNull)
    .addColumn("phase", "text")
    .addColumn("progress", "integer", notNull)
    .addColumn("started_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("auto_assign_progress").execute();
}
