import type { Kysely } from "kysely";

// Papers imported from another tool (HotCRP, EasyChair) keep that tool's paper number, so a second
// import of the same file updates them instead of adding copies.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("papers").addColumn("external_id", "text").execute();
  // an import finds a conference's paper by its original number
  await db.schema.createIndex("papers_conf_external_idx").on("papers").columns(["conf_id", "external_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("papers_conf_external_idx").execute();
  await db.schema.alterTable("papers").dropColumn("external_id").execute();
}
