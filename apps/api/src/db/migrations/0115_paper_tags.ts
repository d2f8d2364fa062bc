import type { Kysely } from "kysely";
import { addDataVersionTriggers, dropDataVersionTriggers, notNull, withId } from "./helpers.js";

// Tags on papers: shared (`name`), private to their owner (`~name`) and chairs-only (`~~name`), each
// with an optional number. `name` is stored lower-cased with its prefix; owner_key is the owner's id
// for a private tag and 0 otherwise, so one unique index keeps one tag per (paper, name, owner).

/** Under the data_version trigger: the search and tag answers read them. */
export const DATA_VERSION_TABLES_0115 = ["paper_tags"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("paper_tags"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id").onDelete("cascade"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("name", "text", notNull)
    .addColumn("visibility", "text", notNull)
    .addColumn("owner_key", "integer", notNull)
    .addColumn("value", "real")
    .addColumn("set_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .execute();
  // one tag per paper, name and owner; also the paper's tags (foreign key, leading column)
  await db.schema
    .createIndex("paper_tags_paper_name_owner_uq")
    .on("paper_tags")
    .columns(["paper_id", "name", "owner_key"])
    .unique()
    .execute();
  // the conference's tag list with counts, and #tag searches by name
  await db.schema.createIndex("paper_tags_conf_name_idx").on("paper_tags").columns(["conf_id", "name"]).execute();
  // set_by's foreign key
  await db.schema.createIndex("paper_tags_set_by_idx").on("paper_tags").column("set_by").execute();
  await addDataVersionTriggers(db, DATA_VERSION_TABLES_0115);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, DATA_VERSION_TABLES_0115);
  await db.schema.dropTable("paper_tags").execute();
}
