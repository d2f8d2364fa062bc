import { type Kysely, sql } from "kysely";
import { addDataVersionTriggers, dropDataVersionTriggers, notNull, withId } from "./helpers.js";

// Topics, bidding and preference-aware assignment.
//
// - conference_topics: the conference's ordered topic list (replaces the free-text
//   submission_topics setting, which is kept as the names, one a line, for old readers);
// - paper_topics / member_topics: the topics of a paper (its authors') and a member's expertise;
// - paper_bids: a reviewer's bid on a paper (yes, maybe, no); a `conflict` bid is a declared
//   conflict in paper_conflicts, not a row here;
// - reviewer_quotas, assignment_affinity: the chair's per-member caps and imported scores;
// - auto_assign_drafts / auto_assign_runs / auto_assign_run_pairs: a previewed assignment, the run
//   that deployed it and the assignments it wrote (what Undo removes).
// conferences gains bidding_deadline (a wall-clock time in timezone_for_deadline) and
// assignments_released_at (when the release mail went out, so it goes out once).
/** Tables this migration adds to the data_version bookkeeping of 0013: rows shown on cached answers. */
export const DATA_VERSION_TABLES_0030 = ["conference_topics", "paper_topics"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("conference_topics"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("name", "text", notNull)
    .addColumn("position", "integer", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema.createIndex("conference_topics_conf_id_idx").on("conference_topics").column("conf_id").execute();

  await db.schema
    .createTable("paper_topics")
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("topic_id", "integer", (c) => c.notNull().references("conference_topics.id"))
    .addUniqueConstraint("paper_topics_unique", ["paper_id", "topic_id"])
    .execute();
  await db.schema.createIndex("paper_topics_topic_id_idx").on("paper_topics").column("topic_id").execute();

  await db.schema
    .createTable("member_topics")
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("topic_id", "integer", (c) => c.notNull().references("conference_topics.id"))
    .addUniqueConstraint("member_topics_unique", ["conf_id", "user_id", "topic_id"])
    .execute();
  await db.schema.createIndex("member_topics_user_id_idx").on("member_topics").column("user_id").execute();
  await db.schema.createIndex("member_topics_topic_id_idx").on("member_topics").column("topic_id").execute();

  await withId(db, db.schema.createTable("paper_bids"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("bid", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .addUniqueConstraint("paper_bids_unique", ["paper_id", "user_id"])
    .execute();
  await db.schema.createIndex("paper_bids_user_id_idx").on("paper_bids").column("user_id").execute();

  await withId(db, db.schema.createTable("reviewer_quotas"))
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("max_papers", "integer", notNull)
    .addUniqueConstraint("reviewer_quotas_unique", ["track_id", "user_id"])
    .execute();
  await db.schema.createIndex("reviewer_quotas_user_id_idx").on("reviewer_quotas").column("user_id").execute();

  await withId(db, db.schema.createTable("assignment_affinity"))
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("score", "real", notNull)
    .addUniqueConstraint("assignment_affinity_unique", ["paper_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("assignment_affinity_track_id_idx")
    .on("assignment_affinity")
    .column("track_id")
    .execute();
  await db.schema.createIndex("assignment_affinity_user_id_idx").on("assignment_affinity").column("user_id").execute();

  await withId(db, db.schema.createTable("auto_assign_drafts"))
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id"))
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    /** digest of the track's papers, members, conflicts and assignments at preview time */
    .addColumn("fingerprint", "text", notNull)
    .addColumn("pairs", "text", notNull)
    .addColumn("outcome", "text", notNull)
    .addColumn("deployed_run_id", "integer")
    .execute();
  await db.schema.createIndex("auto_assign_drafts_track_id_idx").on("auto_assign_drafts").column("track_id").execute();
  await db.schema
    .createIndex("auto_assign_drafts_created_by_idx")
    .on("auto_assign_drafts")
    .column("created_by")
    .execute();

  await withId(db, db.schema.createTable("auto_assign_runs"))
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id"))
    .addColumn("draft_id", "integer")
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .addColumn("undone_at", "text")
    .execute();
  await db.schema.createIndex("auto_assign_runs_track_id_idx").on("auto_assign_runs").column("track_id").execute();
  await db.schema.createIndex("auto_assign_runs_created_by_idx").on("auto_assign_runs").column("created_by").execute();

  await db.schema
    .createTable("auto_assign_run_pairs")
    .addColumn("run_id", "integer", (c) => c.notNull().references("auto_assign_runs.id"))
    .addColumn("paper_id", "integer", notNull)
    .addColumn("user_id", "integer", notNull)
    .addUniqueConstraint("auto_assign_run_pairs_unique", ["run_id", "paper_id", "user_id"])
    .execute();

  await db.schema.alterTable("conferences").addColumn("bidding_deadline", "text").execute();
  await db.schema.alterTable("conferences").addColumn("assignments_released_at", "text").execute();

  // The free-text topics become rows, one a line, in their order.
  const rows = await sql<{
    id: number;
    submission_topics: string | null;
  }>`select id, submission_topics from conferences where submission_topics is not null`.execute(db);
  const now = new Date().toISOString();
  for (const row of rows.rows) {
    const names = [
      ...new Set(
        (row.submission_topics ?? "")
          .split(/\r?\n/)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    for (const [i, name] of names.entries()) {
      await sql`insert into conference_topics (conf_id, name, position, created_at) values (${row.id}, ${name.slice(0, 200)}, ${i}, ${now})`.execute(
        db,
      );
    }
  }

  await addDataVersionTriggers(db, DATA_VERSION_TABLES_0030);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, DATA_VERSION_TABLES_0030);
  for (const t of [
    "auto_assign_run_pairs",
    "auto_assign_runs",
    "auto_assign_drafts",
    "assignment_affinity",
    "reviewer_quotas",
    "paper_bids",
    "member_topics",
    "paper_topics",
    "conference_topics",
  ]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.alterTable("conferences").dropColumn("bidding_deadline").execute();
  await db.schema.alterTable("conferences").dropColumn("assignments_released_at").execute();
}
