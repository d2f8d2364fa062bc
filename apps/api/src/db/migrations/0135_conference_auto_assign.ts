import type { Kysely } from "kysely";

// A conference-wide Auto Assign (POST /conference/auto-assign/{confId}) keeps its preview and its
// written run in the same tables as a track's: conf_id marks such a draft or run (null for a
// track's own). Its track_id is the conference's first track, the column being required; the
// deploy and undo calls read conf_id first and then lock and judge the whole conference.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("auto_assign_drafts")
    .addColumn("conf_id", "integer", (c) => c.references("conferences.id"))
    .execute();
  await db.schema
    .alterTable("auto_assign_runs")
    .addColumn("conf_id", "integer", (c) => c.references("conferences.id"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("auto_assign_runs").dropColumn("conf_id").execute();
  await db.schema.alterTable("auto_assign_drafts").dropColumn("conf_id").execute();
}
