import type { Kysely } from "kysely";
import { addDataVersionTriggers, dropDataVersionTriggers, notNull, withId } from "./helpers.js";

// versioned review forms, each review's answers with the form version they were written
// against, a reviewer's draft kept apart from their submitted review, and every submitted version.

/** Tables of this migration that carry the data_version trigger (the response cache's test reads it). */
export const DATA_VERSION_TABLES_0040 = ["review_form_versions"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per saved form; the conference's form is its highest version (none: the default form, version 0).
  await withId(db, db.schema.createTable("review_form_versions"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("version", "integer", notNull)
    .addColumn("fields", "text", notNull)
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .addUniqueConstraint("review_form_versions_unique", ["conf_id", "version"])
    .execute();
  await db.schema
    .createIndex("review_form_versions_created_by_idx")
    .on("review_form_versions")
    .column("created_by")
    .execute();

  // The submitted review: answers (JSON) and its form version; null answers are a review of before
  // forms, read from the four spec columns. The draft is the reviewer's own and changes nothing else.
  for (const [name, type] of [
    ["answers", "text"],
    ["form_version", "integer"],
    ["draft_answers", "text"],
    ["draft_form_version", "integer"],
    ["draft_saved_at", "text"],
  ] as const) {
    await db.schema.alterTable("paper_reviewers").addColumn(name, type).execute();
  }

  // Every submitted version of a review (chairs read the history).
  await withId(db, db.schema.createTable("review_versions"))
    .addColumn("paper_reviewer_id", "integer", (c) => c.notNull().references("paper_reviewers.id"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("version", "integer", notNull)
    .addColumn("form_version", "integer", notNull)
    .addColumn("answers", "text", notNull)
    .addColumn("submitted_at", "text", notNull)
    .addUniqueConstraint("review_versions_unique", ["paper_reviewer_id", "version"])
    .execute();
  await db.schema
    .createIndex("review_versions_paper_user_idx")
    .on("review_versions")
    .columns(["paper_id", "user_id"])
    .execute();
  await db.schema.createIndex("review_versions_user_id_idx").on("review_versions").column("user_id").execute();

  // Cached paper answers show review answers by the visibility of their form: the 0013 trigger.
  await addDataVersionTriggers(db, DATA_VERSION_TABLES_0040);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, DATA_VERSION_TABLES_0040);
  await db.schema.dropTable("review_versions").execute();
  for (const name of ["draft_saved_at", "draft_form_version", "draft_answers", "form_version", "answers"]) {
    await db.schema.alterTable("paper_reviewers").dropColumn(name).execute();
  }
  await db.schema.dropTable("review_form_versions").execute();
}
