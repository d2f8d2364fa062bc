import type { Kysely } from "kysely";
import { notNull } from "./helpers.js";

// The progress of each conference's current (or last) conference-wide Auto Assign run, kept as a
// track's is (0105): one row per conference, replaced when a run starts, `run_key` naming the run
// that owns it. A conference run also writes each of its tracks' rows, so a track's poll shows it;
// this row is what GET /conference/auto-assign-progress/{confId} answers, untouched by track runs.
// No data_version trigger, for the same reason as the track's rows.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("conference_auto_assign_progress")
    .addColumn("conf_id", "integer", (c) => c.primaryKey().references("conferences.id").onDelete("cascade"))
    .addColumn("run_key", "text", notNull)
    .addColumn("state", "text", notNull)
    .addColumn("phase", "text")
    .addColumn("progress", "integer", notNull)
    .addColumn("started_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("conference_auto_assign_progress").execute();
}
