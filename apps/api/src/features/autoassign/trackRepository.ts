import { sql, type Transaction } from "kysely";
import { inChunks } from "../../db/chunks.js";
import type { Engine } from "../../db/connection.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import type { AssignmentPair } from "../../assignment/index.js";
import { eligiblePapersQuery, TPC_STATUS } from "../../access/repository.js";

type Trx = Transaction<Database>;

/**
 * Serialises auto-assign runs (and anything else that takes this lock) on one track: a second run
 * started at the same moment waits and then sees the first one's assignments, so papers are never
 * topped up twice. PostgreSQL locks the track row; SQLite takes its single write lock with a
 * no-op write as the transaction's first statement.
 */
export async function lockTrack(trx: Trx, engine: Engine, trackId: number): Promise<void> {
  if (engine === "postgres") {
    await trx.selectFrom("tracks").select("id").where("id", "=", trackId).forUpdate().execute();
  } else {
    await trx
      .updateTable("tracks")
      .set({ track_name: sql`track_name` })
      .where("id", "=", trackId)
      .execute();
  }
}

/** Everything the assignment module needs about one track (conflict facts come from features/conflicts). */
export async function loadAssignmentData(trx: Trx, trackId: number) {
  const papers = await eligiblePapersQuery(trx, trackId)
    .select(["papers.id", "papers.created_by", "papers.paper_sequence", "papers.paper_title"])
    .orderBy("papers.id")
    .execute();
  // Every assignment in the track: the existing reviewers of each paper, and each reviewer's load
  // (papers withdrawn or blocked are no work, so they do not count).
  const assignments = await trx
    .selectFrom("paper_reviewers")
    .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
    .select(["paper_reviewers.paper_id", "paper_reviewers.user_id", "papers.status"])
    .where("papers.track_id", "=", trackId)
    .execute();
  const members = await trx
    .selectFrom("tpc_members")
    .innerJoin("users", "users.id", "tpc_members.user_id")
    // names too: a co-authorship conflict may be found by name in a publication list
    .select(["users.id", "users.email", "users.affiliation", "users.first_name", "users.last_name"])
    .where("tpc_members.track_id", "=", trackId)
    .where("tpc_members.status", "=", TPC_STATUS.ACCEPTED)
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null)
    .execute();
  return { papers, assignments, members };
}

/**
 * Writes the new assignments with multi-row inserts in chunks that stay under both engines'
 * bound-parameter limits, and answers the rows written with their ids (for the audit trail). The
 * order of RETURNING rows is not guaranteed, so each row carries its own paper and reviewer.
 */
export async function insertAssignments(
  trx: Trx,
  pairs: readonly AssignmentPair[],
  assignedBy: number,
): Promise<{ id: number; paper_id: number; user_id: number }[]> {
  const now = nowIso();
  return inChunks(
    pairs,
    (chunk) =>
      trx
        .insertInto("paper_reviewers")
        .values(
          chunk.map((p) => ({ paper_id: p.paperId, user_id: p.reviewerId, assigned_by: assignedBy, assigned_at: now })),
        )
        .returning(["id", "paper_id", "user_id"])
        .execute(),
    1000,
  );
}
