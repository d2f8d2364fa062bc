import { type Kysely, sql } from "kysely";

// listing someone as a co-author no longer makes them an author. A co-author row linked
// to an account gives that account author rights (edit, withdraw, see reviews) only once its owner
// confirms it from their own screen (POST /paper/co-author-confirm/{paperId}). Rows that exist
// today and are linked were accepted under the old rules and count as confirmed (the default); new co-author rows
// are written with confirmed = 0, the submitter's own row with 1.
// paper_authors already has the data_version triggers of 0013, so confirming refreshes cached lists.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("paper_authors")
    .addColumn("confirmed", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  // A row no account claimed yet was typed by hand: whoever proves the address later confirms it
  // like anyone else listed today.
  await sql`update paper_authors set confirmed = 0 where user_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("paper_authors").dropColumn("confirmed").execute();
}
