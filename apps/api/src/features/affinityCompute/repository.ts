// Queries of computed affinity: the conference's papers and PC, the members' publications, the
// job's row, and the computed scores (imported ones are never touched here).
import { PAPER_STATUS } from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import { chunksOf, inChunks } from "../../db/chunks.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { TPC_STATUS } from "../../access/repository.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Submitted papers of the conference after `afterId`, in id order (the job's resumable order). */
export function papersAfter(db: Db, confId: number, afterId: number, limit: number) {
  return db
    .selectFrom("papers")
    .select(["id", "track_id", "paper_title", "abstract", "keywords"])
    .where("conf_id", "=", confId)
    .where("status", "=", PAPER_STATUS.SUBMITTED)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function countPapers(db: Db, confId: number): Promise<number> {
  const row = await db
    .selectFrom("papers")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("conf_id", "=", confId)
    .where("status", "=", PAPER_STATUS.SUBMITTED)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The accepted TPC members of each track of the conference (active accounts). */
export async function membersByTrack(db: Db, confId: number): Promise<Map<number, Set<number>>> {
  const rows = await db
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .innerJoin("users", "users.id", "tpc_members.user_id")
    .select(["tpc_members.track_id", "tpc_members.user_id"])
    .where("tracks.conf_id", "=", confId)
    .where("tpc_members.status", "=", TPC_STATUS.ACCEPTED)
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null)
    .execute();
  const out = new Map<number, Set<number>>();
  for (const r of rows) out.set(r.track_id, (out.get(r.track_id) ?? new Set<number>()).add(r.user_id));
  return out;
}

/** The publications of these users (what the index is built from). */
export function publicationsOfUsers(db: Db, userIds: readonly number[]) {
  return inChunks([...userIds], (ids) =>
    db
      .selectFrom("user_publications")
      .select(["id", "user_id", "title", "abstract", "year"])
      .where("user_id", "in", ids)
      .orderBy("id")
      .execute(),
  );
}

/**
 * The members' publications a chunk at a time (for the job: a large committee's text need not be
 * held at once), each chunk's in id order.
 */
export async function* publicationChunksOfUsers(db: Db, userIds: readonly number[]) {
  for (const ids of chunksOf(
    [...userIds].sort((a, b) => a - b),
    500,
  ))
    yield await db
      .selectFrom("user_publications")
      .select(["user_id", "title", "abstract"])
      .where("user_id", "in", ids)
      .orderBy("id")
      .execute();
}

/** The words a paper is matched on. */
export function paperText(db: Db, paperId: number) {
  return db
    .selectFrom("papers")
    .select(["paper_title", "abstract", "keywords"])
    .where("id", "=", paperId)
    .executeTakeFirstOrThrow();
}

export function namesOf(db: Db, userIds: readonly number[]) {
  return inChunks([...userIds], (ids) =>
    db.selectFrom("users").select(["id", "first_name", "last_name"]).where("id", "in", ids).execute(),
  );
}

export function jobOf(db: Db, confId: number) {
  return db.selectFrom("affinity_compute_jobs").selectAll().where("conf_id", "=", confId).executeTakeFirst();
}

/** Starts (or starts again) the conference's job from its first paper. */
export async function resetJob(
  db: Db,
  confId: number,
  row: { method: string; top_k: number; total_papers: number; started_by: number },
): Promise<void> {
  const now = nowIso();
  const values = {
    ...row,
    status: "running",
    done_papers: 0,
    cursor_paper_id: 0,
    stored_scores: 0,
    started_at: now,
    updated_at: now,
    finished_at: null,
    error: null,
  };
  await db
    .insertInto("affinity_compute_jobs")
    .values({ conf_id: confId, ...values })
    .onConflict((oc) => oc.column("conf_id").doUpdateSet(values))
    .execute();
}

export async function advanceJob(
  db: Db,
  confId: number,
  cursor: number,
  papers: number,
  scores: number,
): Promise<void> {
  await db
    .updateTable("affinity_compute_jobs")
    .set((eb) => ({
      cursor_paper_id: cursor,
      done_papers: eb("done_papers", "+", papers),
      stored_scores: eb("stored_scores", "+", scores),
      updated_at: nowIso(),
    }))
    .where("conf_id", "=", confId)
    .execute();
}

export async function finishJob(
  db: Db,
  confId: number,
  status: "done" | "failed",
  error: string | null = null,
): Promise<void> {
  const now = nowIso();
  await db
    .updateTable("affinity_compute_jobs")
    .set({ status, error, finished_at: now, updated_at: now })
    .where("conf_id", "=", confId)
    .execute();
}

/** Claims a job to run here: only if it is still running and its heartbeat is the one the caller saw. */
export async function claimJob(db: Db, confId: number, seenUpdatedAt: string): Promise<boolean> {
  const result = await db
    .updateTable("affinity_compute_jobs")
    .set({ updated_at: nowIso() })
    .where("conf_id", "=", confId)
    .where("status", "=", "running")
    .where("updated_at", "=", seenUpdatedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The pairs of these papers that hold an imported score (a computed one never replaces it). */
export async function importedPairs(db: Db, paperIds: readonly number[]): Promise<Set<string>> {
  const rows = await inChunks([...paperIds], (ids) =>
    db
      .selectFrom("assignment_affinity")
      .select(["paper_id", "user_id"])
      .where("paper_id", "in", ids)
      .where("source", "=", "imported")
      .execute(),
  );
  return new Set(rows.map((r) => `${r.paper_id}:${r.user_id}`));
}

/** Replaces the computed scores of these papers with the new ones. */
export async function replaceComputed(
  db: Db,
  paperIds: readonly number[],
  rows: readonly { track_id: number; paper_id: number; user_id: number; score: number }[],
): Promise<void> {
  await inChunks([...paperIds], async (ids) => {
    await db.deleteFrom("assignment_affinity").where("paper_id", "in", ids).where("source", "=", "computed").execute();
    return [];
  });
  await inChunks(
    [...rows],
    async (chunk) => {
      await db
        .insertInto("assignment_affinity")
        .values(chunk.map((r) => ({ ...r, source: "computed" })))
        .execute();
      return [];
    },
    500,
  );
}
