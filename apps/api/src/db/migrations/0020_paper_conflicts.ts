import { type Kysely, sql } from "kysely";
import { addDataVersionTriggers, dropDataVersionTriggers, notNull, withId } from "./helpers.js";

// Review integrity: conflicts of interest as data, and the reviewing model as a value
// the server acts on.
//
// paper_conflicts holds two kinds of rows, one per (paper, user, source):
// - declarations (source author, reviewer or chair): the pair is conflicted while the row exists;
// - waivers (source detected or suggested): the rules computed from current data (detected) or
//   the same-affiliation hint (suggested) are set aside for the pair while waived = 1.
// Detected and suggested conflicts themselves are never stored: they follow the data.
//
// Numbered 0020 so that helpers adding 0014-0019 in parallel do not collide with it.
/** Tables this migration adds to the data_version bookkeeping of 0013. */
export const DATA_VERSION_TABLES_0020 = ["paper_conflicts"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("paper_conflicts"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("conflict_type", "text", notNull)
    .addColumn("source", "text", notNull)
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("waived", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("waived_reason", "text")
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    // one row per pair and source; also the per-paper lookup
    .addUniqueConstraint("paper_conflicts_unique", ["paper_id", "user_id", "source"])
    .execute();
  // foreign keys: a user's conflicts (visibility checks), who declared them
  await db.schema.createIndex("paper_conflicts_user_id_idx").on("paper_conflicts").column("user_id").execute();
  await db.schema.createIndex("paper_conflicts_created_by_idx").on("paper_conflicts").column("created_by").execute();

  // Collaborators the authors name in the submission dialog who have no account to tick.
  await db.schema.alterTable("papers").addColumn("other_collaborators", "text").execute();

  // Cached answers read conflicts (who sees which paper): the data_version trigger of 0013.
  await addDataVersionTriggers(db, DATA_VERSION_TABLES_0020);

  // Existing conferences keep today's behaviour (reviewers see authors); new ones default to
  // Double-blind in the settings catalogue.
  await sql`update conferences set reviewing_model = 'Single-blind'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, DATA_VERSION_TABLES_0020);
  await db.schema.dropTable("paper_conflicts").execute();
  await db.schema.alterTable("papers").dropColumn("other_collaborators").execute();
}
