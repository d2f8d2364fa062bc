// Queries of the search feature: the PC members a conflict: term names, and the saved searches.
import type { Kysely, Transaction } from "kysely";
import { sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { escapeLike } from "../../db/search.js";
import { paperIdsOfTracks } from "../papers/index.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Committee members and chairs of the conference whose name or email contains the text. */
export function committeePeopleMatching(db: Kysely<Database>, confId: number, text: string) {
  const pattern = `%${escapeLike(text)}%`;
  const inCommittee = (eb: import("kysely").ExpressionBuilder<Database, "users">) =>
    eb.or([
      eb.exists(
        eb
          .selectFrom("tpc_members as tm")
          .innerJoin("tracks as t1", "t1.id", "tm.track_id")
          .select(sql.lit(1).as("one"))
          .whereRef("tm.user_id", "=", "users.id")
          .where("t1.conf_id", "=", confId),
      ),
      eb.exists(
        eb
          .selectFrom("track_chairs as tc")
          .innerJoin("tracks as t2", "t2.id", "tc.track_id")
          .select(sql.lit(1).as("one"))
          .whereRef("tc.user_id", "=", "users.id")
          .where("t2.conf_id", "=", confId),
      ),
      eb.exists(
        eb
          .selectFrom("conference_permissions as cp")
          .select(sql.lit(1).as("one"))
          .whereRef("cp.user_id", "=", "users.id")
          .where("cp.conf_id", "=", confId),
      ),
    ]);
  return db
    .selectFrom("users")
    .select(["id", "email", "affiliation"])
    .where("deleted_at", "is", null)
    .where(
      sql<boolean>`(lower(first_name || ' ' || last_name) like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\')`,
    )
    .where(inCommittee)
    .limit(50)
    .execute();
}

export function savedSearches(db: Db, confId: number) {
  return db
    .selectFrom("saved_searches")
    .select(["id", "name", "q", "created_by", "created_at"])
    .where("conf_id", "=", confId)
    .orderBy("name")
    .execute();
}

export async function saveSearch(db: Db, row: { conf_id: number; name: string; q: string; created_by: number }) {
  const now = new Date().toISOString();
  const existing = await db
    .selectFrom("saved_searches")
    .select("id")
    .where("conf_id", "=", row.conf_id)
    .where("name", "=", row.name)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable("saved_searches")
      .set({ q: row.q, created_by: row.created_by, created_at: now })
      .where("id", "=", existing.id)
      .execute();
    return existing.id;
  }
  const inserted = await db
    .insertInto("saved_searches")
    .values({ ...row, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findSavedSearch(db: Kysely<Database>, confId: number, id: number) {
  return db
    .selectFrom("saved_searches")
    .select(["id", "name"])
    .where("conf_id", "=", confId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function deleteSavedSearch(db: Db, id: number): Promise<void> {
  await db.deleteFrom("saved_searches").where("id", "=", id).execute();
}

/** The ids of the papers a search scope reaches (a track chair's tracks, or a reviewer's assignments). */
export async function scopePaperIds(
  db: Kysely<Database>,
  confId: number,
  f: { trackIds?: number[]; reviewerUserId?: number },
): Promise<number[]> {
  if (f.trackIds) return paperIdsOfTracks(db, f.trackIds);
  let q = db.selectFrom("papers").select("papers.id").where("papers.conf_id", "=", confId);
  if (f.reviewerUserId !== undefined)
    q = q
      .innerJoin("paper_reviewers", "paper_reviewers.paper_id", "papers.id")
      .where("paper_reviewers.user_id", "=", f.reviewerUserId);
  return (await q.execute()).map((r) => r.id);
}

/** Number and title of each of these papers of the conference (what a bulk mail's placeholders read). */
export async function paperLabels(db: Kysely<Database>, confId: number, paperIds: readonly number[]) {
  const rows = paperIds.length
    ? await db
        .selectFrom("papers")
        .select(["id", "paper_sequence", "paper_title"])
        .where("conf_id", "=", confId)
        .where("id", "in", [...paperIds])
        .execute()
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Claims a caller's request key for a bulk mail send: true when this call wrote the claim, false
 * when the key was claimed before (by an earlier try of the same send, or by another request).
 */
export async function claimBulkMailRequest(
  db: Kysely<Database>,
  row: { conf_id: number; user_id: number; request_key: string; fingerprint: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto("bulk_mail_requests")
    .values({ ...row, answer: null, created_at: new Date().toISOString(), finished_at: null })
    .onConflict((oc) => oc.columns(["user_id", "conf_id", "request_key"]).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findBulkMailRequest(db: Kysely<Database>, confId: number, userId: number, requestKey: string) {
  return db
    .selectFrom("bulk_mail_requests")
    .select(["fingerprint", "answer"])
    .where("user_id", "=", userId)
    .where("conf_id", "=", confId)
    .where("request_key", "=", requestKey)
    .executeTakeFirst();
}

/** Stores the answer of a claimed send, for its retries. */
export async function finishBulkMailRequest(
  db: Kysely<Database>,
  confId: number,
  userId: number,
  requestKey: string,
  answer: string,
): Promise<void> {
  await db
    .updateTable("bulk_mail_requests")
    .set({ answer, finished_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("conf_id", "=", confId)
    .where("request_key", "=", requestKey)
    .execute();
}
