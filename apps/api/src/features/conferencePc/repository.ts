// The reads of the conference's programme committee list: memberships over every track, quotas,
// assignments (with their first submission, for lateness) and bids of the conference's papers.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Every TPC membership (any status) of the conference's tracks, with the person. */
export function membershipsOfConference(db: Db, confId: number) {
  return db
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .innerJoin("users", "users.id", "tpc_members.user_id")
    .leftJoin("reviewer_quotas", (join) =>
      join
        .onRef("reviewer_quotas.track_id", "=", "tpc_members.track_id")
        .onRef("reviewer_quotas.user_id", "=", "tpc_members.user_id"),
    )
    .select([
      "tpc_members.user_id",
      "tpc_members.status",
      "tracks.id as track_id",
      "tracks.track_name",
      "users.first_name",
      "users.last_name",
      "users.email",
      "users.affiliation",
      "reviewer_quotas.max_papers",
    ])
    .where("tracks.conf_id", "=", confId)
    .where("users.deleted_at", "is", null)
    .orderBy("users.last_name")
    .orderBy("users.first_name")
    .orderBy("tracks.id")
    .execute();
}

/** Every assignment to a paper of the conference, with when its review was first submitted. */
export function assignmentsOfConference(db: Db, confId: number) {
  return db
    .selectFrom("paper_reviewers")
    .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
    .select(["paper_reviewers.user_id", "paper_reviewers.reviewed_at"])
    .select((eb) =>
      eb
        .selectFrom("review_versions")
        .select((v) => v.fn.min<string>("review_versions.submitted_at").as("first"))
        .whereRef("review_versions.paper_reviewer_id", "=", "paper_reviewers.id")
        .as("first_submitted_at"),
    )
    .where("papers.conf_id", "=", confId)
    .execute();
}

/** How many bids each person placed on the conference's papers. */
export async function bidCounts(db: Db, confId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("paper_bids")
    .innerJoin("papers", "papers.id", "paper_bids.paper_id")
    .select("paper_bids.user_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("papers.conf_id", "=", confId)
    .groupBy("paper_bids.user_id")
    .execute();
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}

/** The ids of the conference's papers (the reach of the conflict count). */
export async function paperIdsOfConference(db: Db, confId: number): Promise<number[]> {
  return (await db.selectFrom("papers").select("id").where("conf_id", "=", confId).execute()).map((r) => r.id);
}

export function findConferenceDeadlines(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select(["review_deadline", "timezone_for_deadline"])
    .where("id", "=", confId)
    .executeTakeFirst();
}
