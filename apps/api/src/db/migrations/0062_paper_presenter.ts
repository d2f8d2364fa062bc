import type { Kysely } from "kysely";

// author_selecting_presenter: the author who will present the paper, one per paper
// (the service clears the others in the same transaction). paper_authors already bumps
// data_version (0013).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("paper_authors")
    .addColumn("is_presenter", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("paper_authors").dropColumn("is_presenter").execute();
}
