import { sql, type Kysely, type Transaction } from "kysely";
import type { Track, TrackReviewer } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

const TRACK_COLUMNS = ["id", "conf_id", "track_name", "track_short_name", "track_description"] as const;

export { findTrack } from "../../access/repository.js";

/**
 * Tracks with their chairs (and TPC members when `withReviewers`), in three queries whatever the
 * number of tracks. Deactivated-and-deleted users are hidden, as everywhere else.
 */
export async function listTracks(
  db: Db,
  where: { confId: number } | { trackId: number },
  withReviewers: boolean,
): Promise<Track[]> {
  let query = db.selectFrom("tracks").select([...TRACK_COLUMNS]);
  query = "confId" in where ? query.where("conf_id", "=", where.confId) : query.where("id", "=", where.trackId);
  const tracks = await query.orderBy("id").execute();
  if (tracks.length === 0) return [];
  const ids = tracks.map((t) => t.id);
  const [chairs, reviewers] = await Promise.all([
    db
      .selectFrom("track_chairs")
      .innerJoin("users", "users.id", "track_chairs.user_id")
      .select([
        "track_chairs.id",
        "track_chairs.track_id",
        "track_chairs.user_id",
        "users.first_name",
        "users.last_name",
        "users.email",
      ])
      .select((eb) => eb("track_chairs.awaiting_email_proof", "=", 1).$castTo<boolean>().as("held"))
      .where("track_chairs.track_id", "in", ids)
      .where("users.deleted_at", "is", null)
      // a held chair (awaiting email verification) is no chair: only those who run the TPC see it
      .$if(!withReviewers, (q) => q.where("track_chairs.awaiting_email_proof", "=", 0))
      .orderBy("track_chairs.id")
      .execute(),
    withReviewers
      ? db
          .selectFrom("tpc_members")
          .innerJoin("users", "users.id", "tpc_members.user_id")
          .select([
            "tpc_members.id",
            "tpc_members.track_id",
            "tpc_members.user_id as reviewer_id",
            "users.first_name as reviewer_first_name",
            "users.last_name as reviewer_last_name",
            "users.email as reviewer_email",
            "tpc_members.status",
          ])
          .where("tpc_members.track_id", "in", ids)
          .where("users.deleted_at", "is", null)
          .orderBy("tpc_members.id")
          .execute()
      : Promise.resolve([] as TrackReviewer[]),
  ]);
  return tracks.map((track) => ({
    ...track,
    track_chair_data: chairs
      .filter((c) => c.track_id === track.id)
      .map(({ held, ...c }) => ({ ...c, awaiting_email_verification: Boolean(held) })),
    track_reviewer_data: reviewers.filter((r) => r.track_id === track.id),
  }));
}

/** Another track of the conference with this name, compared case-insensitively. */
export function findTrackByName(db: Db, confId: number, name: string, exceptTrackId?: number) {
  let query = db
    .selectFrom("tracks")
    .select(["id"])
    .where("conf_id", "=", confId)
    .where(sql<boolean>`lower(track_name) = ${name.toLowerCase()}`);
  if (exceptTrackId !== undefined) query = query.where("id", "!=", exceptTrackId);
  return query.executeTakeFirst();
}

export interface TrackFields {
  track_name: string;
  track_short_name: string;
  track_description: string;
}

export async function insertTrack(db: Db, confId: number, fields: TrackFields): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto("tracks")
    .values({ conf_id: confId, ...fields, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTrack(db: Db, trackId: number, fields: TrackFields): Promise<void> {
  await db
    .updateTable("tracks")
    .set({ ...fields, updated_at: nowIso() })
    .where("id", "=", trackId)
    .execute();
}

export async function countPapers(db: Db, trackId: number): Promise<number> {
  const row = await db
    .selectFrom("papers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("track_id", "=", trackId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Removes a track and what hangs off it (chairs, TPC rows); the caller has checked for papers. */
export async function deleteTrack(db: Db, trackId: number): Promise<void> {
  await db.deleteFrom("track_chairs").where("track_id", "=", trackId).execute();
  await db.deleteFrom("tpc_members").where("track_id", "=", trackId).execute();
  await db.deleteFrom("tracks").where("id", "=", trackId).execute();
}

export { findActiveUser } from "../accounts/index.js";

export function findChairRecord(db: Db, chairRecordId: number) {
  return db
    .selectFrom("track_chairs")
    .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
    .select(["track_chairs.id", "track_chairs.track_id", "track_chairs.user_id", "tracks.conf_id"])
    .where("track_chairs.id", "=", chairRecordId)
    .executeTakeFirst();
}

export function findChair(db: Db, trackId: number, userId: number) {
  return db
    .selectFrom("track_chairs")
    .select(["id"])
    .where("track_id", "=", trackId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** A chair row; `held`: the account has not proven its address, so the row grants nothing yet. */
export async function insertChair(db: Db, trackId: number, userId: number, held: boolean): Promise<number> {
  const row = await db
    .insertInto("track_chairs")
    .values({ track_id: trackId, user_id: userId, created_at: nowIso(), awaiting_email_proof: held ? 1 : 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteChair(db: Db, chairRecordId: number): Promise<void> {
  await db.deleteFrom("track_chairs").where("id", "=", chairRecordId).execute();
}
