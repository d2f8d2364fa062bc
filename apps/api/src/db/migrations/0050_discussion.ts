import type { Kysely } from "kysely";
import { addDataVersionTriggers, dropDataVersionTriggers, notNull, withId } from "./helpers.js";

// Discussion, meta-reviews, the authors' response and subreviewers.
//
// - paper_comments: the discussion thread of a paper; a deleted comment keeps its row (deleted_at)
//   and every earlier text of an edited one is in paper_comment_history.
// - paper_discussions: one row per paper a chair pinned "in discussion".
// - paper_discussion_reads: when a person last read a paper's thread ("new comments since last visit").
// - discussion_mail_optouts: a person who switched the discussion mails of a conference off.
// - paper_meta_reviews: the lead reviewer of a paper and their meta-review.
// - paper_responses: the authors' one response per paper; review_snapshots keeps every review as
//   it was when the first response arrived (the "before the response" version chairs may read).
// - response_close_notices: a conference whose responses have closed and whose reviewers and
//   chairs were told (once).
// - paper_subreviews: a reviewer's request to a subreviewer, and the subreviewer's review until
//   the reviewer approves it (then copied onto the reviewer's own assignment) or sends it back.
// - conferences: the response window (wall-clock times in timezone_for_deadline) and word limit.

/**
 * Tables whose rows change (or, once All Papers shows the discussion columns, will change) cached
 * answers. Not paper_discussion_reads: every GET of a thread writes it, and a read must not empty
 * every caller's cache.
 */
export const DATA_VERSION_TABLES_0050 = [
  "paper_comments",
  "paper_discussions",
  "paper_meta_reviews",
  "paper_responses",
  "paper_subreviews",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("paper_comments"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("author_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("visibility", "text", notNull)
    .addColumn("comment", "text", notNull)
    .addColumn("comment_format", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addColumn("deleted_at", "text")
    .execute();
  // the thread of a paper (every read); the author's comments (foreign key)
  await db.schema.createIndex("paper_comments_paper_id_idx").on("paper_comments").columns(["paper_id", "id"]).execute();
  await db.schema.createIndex("paper_comments_author_id_idx").on("paper_comments").column("author_id").execute();

  await withId(db, db.schema.createTable("paper_comment_history"))
    .addColumn("comment_id", "integer", (c) => c.notNull().references("paper_comments.id"))
    .addColumn("comment", "text", notNull)
    .addColumn("comment_format", "text", notNull)
    .addColumn("visibility", "text", notNull)
    .addColumn("action", "text", notNull)
    .addColumn("changed_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .execute();
  // a comment's history (foreign key); who changed it (foreign key)
  await db.schema
    .createIndex("paper_comment_history_comment_id_idx")
    .on("paper_comment_history")
    .column("comment_id")
    .execute();
  await db.schema
    .createIndex("paper_comment_history_changed_by_idx")
    .on("paper_comment_history")
    .column("changed_by")
    .execute();

  await withId(db, db.schema.createTable("paper_discussions"))
    .addColumn("paper_id", "integer", (c) => c.notNull().unique().references("papers.id"))
    .addColumn("in_discussion", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("updated_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("paper_discussions_updated_by_idx")
    .on("paper_discussions")
    .column("updated_by")
    .execute();

  await withId(db, db.schema.createTable("paper_discussion_reads"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("last_seen_comment_id", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("seen_at", "text", notNull)
    .addUniqueConstraint("paper_discussion_reads_unique", ["paper_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("paper_discussion_reads_user_id_idx")
    .on("paper_discussion_reads")
    .column("user_id")
    .execute();

  await withId(db, db.schema.createTable("discussion_mail_optouts"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .addUniqueConstraint("discussion_mail_optouts_unique", ["conf_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("discussion_mail_optouts_user_id_idx")
    .on("discussion_mail_optouts")
    .column("user_id")
    .execute();

  await withId(db, db.schema.createTable("paper_meta_reviews"))
    .addColumn("paper_id", "integer", (c) => c.notNull().unique().references("papers.id"))
    .addColumn("lead_user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("assigned_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("meta_review", "text")
    .addColumn("recommendation", "text")
    .addColumn("submitted_at", "text")
    .addColumn("updated_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("paper_meta_reviews_lead_user_id_idx")
    .on("paper_meta_reviews")
    .column("lead_user_id")
    .execute();
  await db.schema
    .createIndex("paper_meta_reviews_assigned_by_idx")
    .on("paper_meta_reviews")
    .column("assigned_by")
    .execute();

  await withId(db, db.schema.createTable("paper_responses"))
    .addColumn("paper_id", "integer", (c) => c.notNull().unique().references("papers.id"))
    .addColumn("response", "text", notNull)
    .addColumn("submitted_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await db.schema
    .createIndex("paper_responses_submitted_by_idx")
    .on("paper_responses")
    .column("submitted_by")
    .execute();

  await withId(db, db.schema.createTable("review_snapshots"))
    .addColumn("review_id", "integer", (c) => c.notNull().unique().references("paper_reviewers.id"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("reviewer_evaluation", "integer")
    .addColumn("reviewer_confidence", "integer")
    .addColumn("reviewer_remarks", "text")
    .addColumn("reviewer_confidential_remarks", "text")
    .addColumn("reviewed_at", "text")
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema.createIndex("review_snapshots_paper_id_idx").on("review_snapshots").column("paper_id").execute();

  await withId(db, db.schema.createTable("response_close_notices"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("response_end", "text", notNull)
    .addColumn("created_at", "text", notNull)
    // once per conference and window end: a moved deadline closes (and notifies) again
    .addUniqueConstraint("response_close_notices_unique", ["conf_id", "response_end"])
    .execute();

  await withId(db, db.schema.createTable("paper_subreviews"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("review_id", "integer", (c) => c.notNull().references("paper_reviewers.id"))
    .addColumn("requested_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("subreviewer_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("status", "text", notNull)
    .addColumn("reviewer_evaluation", "integer")
    .addColumn("reviewer_confidence", "integer")
    .addColumn("reviewer_remarks", "text")
    .addColumn("reviewer_confidential_remarks", "text")
    .addColumn("submitted_at", "text")
    .addColumn("decided_at", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  await db.schema.createIndex("paper_subreviews_paper_id_idx").on("paper_subreviews").column("paper_id").execute();
  await db.schema.createIndex("paper_subreviews_review_id_idx").on("paper_subreviews").column("review_id").execute();
  await db.schema
    .createIndex("paper_subreviews_requested_by_idx")
    .on("paper_subreviews")
    .column("requested_by")
    .execute();
  await db.schema
    .createIndex("paper_subreviews_subreviewer_id_idx")
    .on("paper_subreviews")
    .column("subreviewer_id")
    .execute();

  await db.schema.alterTable("conferences").addColumn("author_response_start", "text").execute();
  await db.schema.alterTable("conferences").addColumn("author_response_end", "text").execute();
  await db.schema.alterTable("conferences").addColumn("author_response_max_words", "integer").execute();

  await addDataVersionTriggers(db, DATA_VERSION_TABLES_0050);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, DATA_VERSION_TABLES_0050);
  for (const column of ["author_response_start", "author_response_end", "author_response_max_words"]) {
    await db.schema.alterTable("conferences").dropColumn(column).execute();
  }
  for (const table of [
    "paper_subreviews",
    "response_close_notices",
    "review_snapshots",
    "paper_responses",
    "paper_meta_reviews",
    "discussion_mail_optouts",
    "paper_discussion_reads",
    "paper_discussions",
    "paper_comment_history",
    "paper_comments",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
