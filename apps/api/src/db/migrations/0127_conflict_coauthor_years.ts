import type { Kysely } from "kysely";

// How many years back a publication written together with one of a paper's authors makes a
// detected conflict (the current year counts as the first).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("conferences")
    .addColumn("conflict_coauthor_years", "integer", (c) => c.defaultTo(3))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("conferences").dropColumn("conflict_coauthor_years").execute();
}
