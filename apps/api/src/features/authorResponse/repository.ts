import type { Kysely, Transaction } from "kysely";
import { PAPER_STATUS } from "@symposia/domain";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export function findResponse(db: Db, paperId: number) {
  return db.selectFrom("paper_responses").selectAll().where("paper_id", "=", paperId).executeTakeFirst();
}

/** One response per paper: the first write creates it, later writes replace its text. */
export async function saveResponse(
  db: Db,
  paperId: number,
  response: string,
  by: number,
  at: string,
): Promise<{ created: boolean }> {
  const existing = await findResponse(db, paperId);
  if (existing) {
    await db
      .updateTable("paper_responses")
      .set({ response, submitted_by: by, updated_at: at })
      .where("id", "=", existing.id)
      .execute();
    return { created: false };
  }
  await db
    .insertInto("paper_responses")
    .values({ paper_id: paperId, response, submitted_by: by, created_at: at, updated_at: at })
    .execute();
  return { created: true };
}

/** Keeps every review of the paper as it stands (once per review: the version the authors answered). */
export async function snapshotReviews(db: Db, paperId: number, at: string): Promise<void> {
  const reviews = await db
    .selectFrom("paper_reviewers")
    .select([
      "id",
      "reviewer_evaluation",
      "reviewer_confidence",
      "reviewer_remarks",
      "reviewer_confidential_remarks",
      "reviewed_at",
    ])
    .where("paper_id", "=", paperId)
    .where("reviewed_at", "is not", null)
    .execute();
  if (reviews.length === 0) return;
  await db
    .insertInto("review_snapshots")
    .values(
      reviews.map((r) => ({
        review_id: r.id,
        paper_id: paperId,
        reviewer_evaluation: r.reviewer_evaluation,
        reviewer_confidence: r.reviewer_confidence,
        reviewer_remarks: r.reviewer_remarks,
        reviewer_confidential_remarks: r.reviewer_confidential_remarks,
        reviewed_at: r.reviewed_at,
        created_at: at,
      })),
    )
    .onConflict((oc) => oc.column("review_id").doNothing())
    .execute();
}

export function snapshotsOf(db: Db, paperId: number) {
  return db.selectFrom("review_snapshots").selectAll().where("paper_id", "=", paperId).orderBy("review_id").execute();
}

/**
 * The kept versions (review_versions) of the snapshotted reviews submitted by the time
 * of their snapshot, with their form version's fields: the last one per review is the review as the
 * authors answered it, on whatever form it was written (the snapshot keeps the spec's columns only).
 */
export function versionsUpToSnapshot(db: Db, paperId: number) {
  return db
    .selectFrom("review_snapshots as s")
    .innerJoin("review_versions as v", "v.paper_reviewer_id", "s.review_id")
    .innerJoin("papers as p", "p.id", "s.paper_id")
    .leftJoin("review_form_versions as f", (join) =>
      join.onRef("f.conf_id", "=", "p.conf_id").onRef("f.version", "=", "v.form_version"),
    )
    .select(["s.review_id", "v.version", "v.answers", "v.form_version", "v.submitted_at", "f.fields as form_fields"])
    .where("s.paper_id", "=", paperId)
    .whereRef("v.submitted_at", "<=", "s.created_at")
    .orderBy("s.review_id")
    .orderBy("v.version")
    .execute();
}

/** Conferences with a response window end (the close job judges which have passed). */
export function conferencesWithResponseEnd(db: Db) {
  return db
    .selectFrom("conferences")
    .select([
      "id",
      "acronym_title",
      "event_name",
      "author_response_start",
      "author_response_end",
      "timezone_for_deadline",
    ])
    .where("author_response_end", "is not", null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("response_close_notices")
            .select("response_close_notices.id")
            .whereRef("response_close_notices.conf_id", "=", "conferences.id")
            .whereRef("response_close_notices.response_end", "=", "conferences.author_response_end"),
        ),
      ),
    )
    .execute();
}

/** Claims the close notice of a conference's window end; false when another process already did. */
export async function claimCloseNotice(db: Db, confId: number, end: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto("response_close_notices")
    .values({ conf_id: confId, response_end: end, created_at: at })
    .onConflict((oc) => oc.columns(["conf_id", "response_end"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Papers of the conference that have a response, with their track. */
export function respondedPapers(db: Db, confId: number) {
  return db
    .selectFrom("papers")
    .innerJoin("paper_responses", "paper_responses.paper_id", "papers.id")
    .select([
      "papers.id",
      "papers.paper_sequence",
      "papers.paper_title",
      "papers.track_id",
      "papers.created_by",
      "papers.status",
    ])
    .where("papers.conf_id", "=", confId)
    .orderBy("papers.paper_sequence")
    .execute();
}

/** The papers whose authors the "you may respond" mail goes to: every paper not withdrawn or blocked. */
export function respondablePapers(db: Db, confId: number) {
  return db
    .selectFrom("papers")
    .select(["id", "paper_sequence", "paper_title"])
    .where("conf_id", "=", confId)
    .where("status", "not in", [PAPER_STATUS.WITHDRAWN, PAPER_STATUS.BLOCKED])
    .orderBy("paper_sequence")
    .execute();
}
