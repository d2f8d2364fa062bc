import type { Kysely } from "kysely";
import { notNull, withId } from "./helpers.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("paper_reviewers"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("assigned_by", "integer", (c) => c.references("users.id"))
    .addColumn("assigned_at", "text", notNull)
    .addColumn("reviewer_evaluation", "integer")
    .addColumn("reviewer_confidence", "integer")
    .addColumn("reviewer_remarks", "text")
    .addColumn("reviewer_confidential_remarks", "text")
    .addColumn("reviewed_at", "text")
    // one assignment per reviewer and paper; also the per-paper lookup
    .addUniqueConstraint("paper_reviewers_unique", ["paper_id", "user_id"])
    .execute();
  // Review Papers lists a reviewer's assignments; loads are counted per reviewer.
  await db.schema.createIndex("paper_reviewers_user_id_idx").on("paper_reviewers").column("user_id").execute();

  await withId(db, db.schema.createTable("paper_decisions"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("decision", "text", notNull)
    .addColumn("final_decision_remark", "text", notNull)
    .addColumn("decided_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .execute();
  // foreign key; decision history per paper
  await db.schema.createIndex("paper_decisions_paper_id_idx").on("paper_decisions").column("paper_id").execute();

  await withId(db, db.schema.createTable("notification_jobs"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("status_filter", "integer", notNull)
    .addColumn("state", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("processed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .addColumn("finished_at", "text")
    .addColumn("last_error", "text")
    .execute();
  // Jobs are listed per conference and resumed by state after a restart.
  await db.schema.createIndex("notification_jobs_conf_id_idx").on("notification_jobs").column("conf_id").execute();
  await db.schema.createIndex("notification_jobs_state_idx").on("notification_jobs").column("state").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["notification_jobs", "paper_decisions", "paper_reviewers"]) {
    await db.schema.dropTable(table).execute();
  }
}
