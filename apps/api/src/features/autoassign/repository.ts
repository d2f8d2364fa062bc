// Queries of preference-aware auto-assign: the track's preferences, quotas, affinity,
// drafts and runs. The track's papers, members and assignments come from trackRepository.ts.
import { PAPER_STATUS } from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { inChunks } from "../../db/chunks.js";

type Db = Kysely<Database> | Transaction<Database>;

export async function bidsOfPapers(db: Db, paperIds: readonly number[]) {
  const out: { paper_id: number; user_id: number; bid: string }[] = [];
  for (let i = 0; i < paperIds.length; i += 1000) {
    out.push(
      ...(await db
        .selectFrom("paper_bids")
        .select(["paper_id", "user_id", "bid"])
        .where("paper_id", "in", paperIds.slice(i, i + 1000))
        .execute()),
    );
  }
  return out;
}

export function affinityOfTrack(db: Db, trackId: number) {
  return db
    .selectFrom("assignment_affinity")
    .select(["paper_id", "user_id", "score"])
    .where("track_id", "=", trackId)
    .execute();
}

export function quotasOfTrack(db: Db, trackId: number) {
  return db
    .selectFrom("reviewer_quotas")
    .select(["user_id", "max_papers"])
    .where("track_id", "=", trackId)
    .orderBy("user_id")
    .execute();
}

export async function saveQuota(db: Db, trackId: number, userId: number, maxPapers: number | undefined): Promise<void> {
  if (maxPapers === undefined) {
    await db.deleteFrom("reviewer_quotas").where("track_id", "=", trackId).where("user_id", "=", userId).execute();
    return;
  }
  await db
    .insertInto("reviewer_quotas")
    .values({ track_id: trackId, user_id: userId, max_papers: maxPapers })
    .onConflict((oc) => oc.columns(["track_id", "user_id"]).doUpdateSet({ max_papers: maxPapers }))
    .execute();
}

export async function saveAffinity(
  db: Db,
  trackId: number,
  rows: readonly { paper_id: number; user_id: number; score: number }[],
  replace: boolean,
): Promise<void> {
  // scores computed from publications are not the chair's to replace wholesale: they stay
  if (replace)
    await db
      .deleteFrom("assignment_affinity")
      .where("track_id", "=", trackId)
      .where("source", "=", "imported")
      .execute();
  for (const r of rows) {
    await db
      .insertInto("assignment_affinity")
      .values({ track_id: trackId, ...r, source: "imported" })
      .onConflict((oc) =>
        oc.columns(["paper_id", "user_id"]).doUpdateSet({ score: r.score, track_id: trackId, source: "imported" }),
      )
      .execute();
  }
}

/**
 * Stores a batch of imported scores with one statement per 500 rows (a streamed file may hold
 * millions); a pair listed twice keeps its last score.
 */
export async function upsertImportedAffinity(
  db: Db,
  trackId: number,
  rows: readonly { paper_id: number; user_id: number; score: number }[],
): Promise<void> {
  const unique = [...new Map(rows.map((r) => [`${r.paper_id}:${r.user_id}`, r])).values()];
  await inChunks(
    unique,
    async (chunk) => {
      await db
        .insertInto("assignment_affinity")
        .values(chunk.map((r) => ({ track_id: trackId, ...r, source: "imported" })))
        .onConflict((oc) =>
          oc.columns(["paper_id", "user_id"]).doUpdateSet((eb) => ({
            score: eb.ref("excluded.score"),
            track_id: eb.ref("excluded.track_id"),
            source: eb.ref("excluded.source"),
          })),
        )
        .execute();
      return [];
    },
    500,
  );
}

export async function insertDraft(
  db: Db,
  row: {
    track_id: number;
    created_by: number;
    fingerprint: string;
    pairs: string;
    outcome: string;
    conf_id?: number | null;
  },
): Promise<number> {
  const r = await db
    .insertInto("auto_assign_drafts")
    .values({ ...row, created_at: nowIso(), deployed_run_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

export function findDraft(db: Db, id: number) {
  return db.selectFrom("auto_assign_drafts").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function markDraftDeployed(db: Db, id: number, runId: number): Promise<void> {
  await db.updateTable("auto_assign_drafts").set({ deployed_run_id: runId }).where("id", "=", id).execute();
}

export async function insertRun(
  db: Db,
  row: { track_id: number; draft_id: number | null; created_by: number; conf_id?: number | null },
  pairs: readonly { paper_id: number; user_id: number }[],
): Promise<number> {
  const run = await db
    .insertInto("auto_assign_runs")
    .values({ ...row, created_at: nowIso(), undone_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  await inChunks(
    pairs,
    async (chunk) => {
      await db
        .insertInto("auto_assign_run_pairs")
        .values(chunk.map((p) => ({ run_id: run.id, paper_id: p.paper_id, user_id: p.user_id })))
        .execute();
      return [];
    },
    1000,
  );
  return run.id;
}

export function findRun(db: Db, id: number) {
  return db.selectFrom("auto_assign_runs").selectAll().where("id", "=", id).executeTakeFirst();
}

export function runPairs(db: Db, runId: number) {
  return db.selectFrom("auto_assign_run_pairs").select(["paper_id", "user_id"]).where("run_id", "=", runId).execute();
}

/** Removes the run's assignments that still have no review; answers those removed. */
export async function deleteUnreviewed(db: Db, pairs: readonly { paper_id: number; user_id: number }[]) {
  const removed: { id: number; paper_id: number; user_id: number }[] = [];
  for (const p of pairs) {
    const row = await db
      .deleteFrom("paper_reviewers")
      .where("paper_id", "=", p.paper_id)
      .where("user_id", "=", p.user_id)
      .where("reviewed_at", "is", null)
      .returning(["id", "paper_id", "user_id"])
      .executeTakeFirst();
    if (row) removed.push(row);
  }
  return removed;
}

export async function markRunUndone(db: Db, id: number): Promise<void> {
  await db.updateTable("auto_assign_runs").set({ undone_at: nowIso() }).where("id", "=", id).execute();
}

export async function memberNames(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db.selectFrom("users").select(["id", "first_name", "last_name", "email"]).where("id", "in", userIds).execute();
}

/** The conference's track ids, in id order (the order a conference-wide run locks them in). */
export async function trackIdsOfConference(db: Db, confId: number): Promise<number[]> {
  const rows = await db.selectFrom("tracks").select("id").where("conf_id", "=", confId).orderBy("id").execute();
  return rows.map((r) => r.id);
}

export async function paperIdsOfTrack(db: Db, trackId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom("papers").select(["id", "paper_sequence"]).where("track_id", "=", trackId).execute();
  return new Map(rows.map((r) => [r.id, r.paper_sequence]));
}

/** The reviewers and papers of new assignments, for their mails (one per reviewer). */
export function assignmentsForMail(db: Db, assignmentIds: readonly number[]) {
  return inChunks(assignmentIds, (chunk) =>
    db
      .selectFrom("paper_reviewers")
      .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
      .innerJoin("users", "users.id", "paper_reviewers.user_id")
      .select([
        "paper_reviewers.user_id",
        "users.email",
        "users.first_name",
        "users.last_name",
        "papers.paper_sequence",
        "papers.paper_title",
      ])
      .where("paper_reviewers.id", "in", chunk)
      .where("users.deleted_at", "is", null)
      .execute(),
  );
}

/** The conference's names, for the release mails. */
export function releaseConference(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select(["acronym_title", "event_name"])
    .where("id", "=", confId)
    .executeTakeFirstOrThrow();
}

/** Every live assignment of the conference with its reviewer and paper, in reviewer then paper order (the release mails). */
export function assignmentsToAnnounce(db: Db, confId: number) {
  return db
    .selectFrom("paper_reviewers")
    .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
    .innerJoin("users", "users.id", "paper_reviewers.user_id")
    .select([
      "paper_reviewers.user_id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.affiliation",
      "papers.id as paper_id",
      "papers.paper_sequence",
      "papers.paper_title",
    ])
    .where("papers.conf_id", "=", confId)
    .where("papers.status", "not in", [PAPER_STATUS.WITHDRAWN, PAPER_STATUS.BLOCKED])
    .where("users.deleted_at", "is", null)
    .orderBy("users.id")
    .orderBy("papers.paper_sequence")
    .execute();
}

export async function stampReleased(db: Db, confId: number): Promise<void> {
  await db.updateTable("conferences").set({ assignments_released_at: nowIso() }).where("id", "=", confId).execute();
}
