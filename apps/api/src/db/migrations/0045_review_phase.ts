import type { Kysely } from "kysely";
import { addDataVersionTriggers, binaryType, dropDataVersionTriggers, notNull, withId } from "./helpers.js";

// The review phase: review deadlines and automatic reminders as conference
// settings, per-reviewer extensions of the hard deadline, declined assignments, and one attachment
// per review.
//
// permit_pc_members_to_enter_reviews already exists (0002) with default 1 (the spec: flags default
// to yes), so every existing conference stays open for reviews; only a chair's 0 closes it.
//
// Attachments are keyed by (paper, reviewer), not by the paper_reviewers row, so they do not depend
// on how reviews themselves are stored (the review forms and their versions change that).

export const DATA_VERSION_TABLES_0045 = ["review_extensions", "review_declines", "review_attachments"] as const;
const TRACKED = DATA_VERSION_TABLES_0045;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("conferences").addColumn("review_deadline", "text").execute();
  await db.schema.alterTable("conferences").addColumn("review_hard_deadline", "text").execute();
  await db.schema.alterTable("conferences").addColumn("review_reminder_days", "integer").execute();

  await withId(db, db.schema.createTable("review_extensions"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    /** "YYYY-MM-DD HH:mm" in the conference's Timezone For Deadline, like the settings */
    .addColumn("deadline", "text", notNull)
    .addColumn("granted_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    // one extension per pair; also the lookup of the add-review path
    .addUniqueConstraint("review_extensions_unique", ["paper_id", "user_id"])
    .execute();
  // foreign keys
  await db.schema.createIndex("review_extensions_user_id_idx").on("review_extensions").column("user_id").execute();
  await db.schema
    .createIndex("review_extensions_granted_by_idx")
    .on("review_extensions")
    .column("granted_by")
    .execute();

  await withId(db, db.schema.createTable("review_declines"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("reason", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  // foreign keys; the per-paper lookup (auto-assign skips those who declined)
  await db.schema
    .createIndex("review_declines_paper_id_idx")
    .on("review_declines")
    .columns(["paper_id", "user_id"])
    .execute();
  await db.schema.createIndex("review_declines_user_id_idx").on("review_declines").column("user_id").execute();

  await withId(db, db.schema.createTable("review_attachments"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("file_name", "text", notNull)
    .addColumn("mime_type", "text", notNull)
    .addColumn("size", "integer", notNull)
    .addColumn("data", binaryType(db), notNull)
    .addColumn("uploaded_at", "text", notNull)
    // one attachment per review; also the lookup by pair
    .addUniqueConstraint("review_attachments_unique", ["paper_id", "user_id"])
    .execute();
  await db.schema.createIndex("review_attachments_user_id_idx").on("review_attachments").column("user_id").execute();

  // Cached answers (paper lists) count assignments and may show these rows: the trigger of 0013.
  await addDataVersionTriggers(db, TRACKED);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, TRACKED);
  for (const table of TRACKED) await db.schema.dropTable(table).execute();
  await db.schema.alterTable("conferences").dropColumn("review_reminder_days").execute();
  await db.schema.alterTable("conferences").dropColumn("review_hard_deadline").execute();
  await db.schema.alterTable("conferences").dropColumn("review_deadline").execute();
}
