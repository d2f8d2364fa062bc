import type { Kysely } from "kysely";
import { addDataVersionTriggers, dropDataVersionTriggers, notNull, withId } from "./helpers.js";

// Named paper searches the chairs keep for a conference, shown as quick filters above the list.

/** Under the data_version trigger: the search and tag answers read them. */
export const DATA_VERSION_TABLES_0116 = ["saved_searches"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("saved_searches"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id").onDelete("cascade"))
    .addColumn("name", "text", notNull)
    .addColumn("q", "text", notNull)
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .execute();
  // one search per name in a conference; also the conference's list (foreign key, leading column)
  await db.schema
    .createIndex("saved_searches_conf_name_uq")
    .on("saved_searches")
    .columns(["conf_id", "name"])
    .unique()
    .execute();
  // created_by's foreign key
  await db.schema.createIndex("saved_searches_created_by_idx").on("saved_searches").column("created_by").execute();
  await addDataVersionTriggers(db, DATA_VERSION_TABLES_0116);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, DATA_VERSION_TABLES_0116);
  await db.schema.dropTable("saved_searches").execute();
}
