// Queries of bidding.
import type { Kysely, Transaction } from "kysely";
import { PAPER_STATUS, type StoredBid } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { TPC_STATUS } from "../../access/repository.js";

type Db = Kysely<Database> | Transaction<Database>;

export function findBiddingConference(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select([
      "id",
      "acronym_title",
      "conference_status",
      "is_paper_binding_enabled",
      "bidding_deadline",
      "timezone_for_deadline",
      "reviewing_model",
      "is_viewing_bids_of_pc_members_chairs_enabled",
    ])
    .where("id", "=", confId)
    .executeTakeFirst();
}

/** The submitted papers (with a file) of these tracks: what members bid on. */
export async function biddablePapers(db: Db, trackIds: readonly number[]) {
  if (trackIds.length === 0) return [];
  return db
    .selectFrom("papers")
    .innerJoin("paper_files", "paper_files.paper_id", "papers.id")
    .innerJoin("tracks", "tracks.id", "papers.track_id")
    .select([
      "papers.id",
      "papers.paper_sequence",
      "papers.paper_title",
      "papers.abstract",
      "papers.keywords",
      "papers.track_id",
      "tracks.track_name",
      "papers.created_by",
      "papers.status",
    ])
    .where("papers.track_id", "in", trackIds)
    .where("papers.status", "=", PAPER_STATUS.SUBMITTED)
    .orderBy("papers.paper_sequence")
    .execute();
}

export function findBidPaper(db: Db, paperId: number) {
  return db
    .selectFrom("papers")
    .leftJoin("paper_files", "paper_files.paper_id", "papers.id")
    .select([
      "papers.id",
      "papers.conf_id",
      "papers.track_id",
      "papers.status",
      "papers.paper_title",
      "paper_files.paper_id as file_paper_id",
    ])
    .where("papers.id", "=", paperId)
    .executeTakeFirst();
}

export { authorsOf } from "../../access/repository.js";

/** paper id → the caller's bid */
export async function bidsOf(db: Db, userId: number, paperIds: readonly number[]): Promise<Map<number, StoredBid>> {
  const out = new Map<number, StoredBid>();
  for (let i = 0; i < paperIds.length; i += 1000) {
    const rows = await db
      .selectFrom("paper_bids")
      .select(["paper_id", "bid"])
      .where("user_id", "=", userId)
      .where("paper_id", "in", paperIds.slice(i, i + 1000))
      .execute();
    for (const r of rows) out.set(r.paper_id, r.bid as StoredBid);
  }
  return out;
}

export async function saveBid(db: Db, paperId: number, userId: number, bid: StoredBid): Promise<void> {
  await db
    .insertInto("paper_bids")
    .values({ paper_id: paperId, user_id: userId, bid, updated_at: nowIso() })
    .onConflict((oc) => oc.columns(["paper_id", "user_id"]).doUpdateSet({ bid, updated_at: nowIso() }))
    .execute();
}

export async function clearBid(db: Db, paperId: number, userId: number): Promise<void> {
  await db.deleteFrom("paper_bids").where("paper_id", "=", paperId).where("user_id", "=", userId).execute();
}

/** Every bid on the track's papers: (paper, member, bid). */
export async function bidsOfTrack(db: Db, trackId: number) {
  return db
    .selectFrom("paper_bids")
    .innerJoin("papers", "papers.id", "paper_bids.paper_id")
    .select(["paper_bids.paper_id", "paper_bids.user_id", "paper_bids.bid"])
    .where("papers.track_id", "=", trackId)
    .orderBy("paper_bids.paper_id")
    .orderBy("paper_bids.user_id")
    .execute();
}

/** The track's accepted TPC members. */
export async function acceptedMembers(db: Db, trackId: number) {
  return db
    .selectFrom("tpc_members")
    .innerJoin("users", "users.id", "tpc_members.user_id")
    .select(["users.id", "users.first_name", "users.last_name", "users.email", "users.affiliation"])
    .where("tpc_members.track_id", "=", trackId)
    .where("tpc_members.status", "=", TPC_STATUS.ACCEPTED)
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null)
    .orderBy("users.last_name")
    .orderBy("users.first_name")
    .orderBy("users.id")
    .execute();
}
