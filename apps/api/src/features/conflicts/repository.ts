// Queries of conflicts of interest: the facts the policy's ConflictIndex judges (loaded in bulk
// for one paper, a page of papers or a whole track) and the declared rows and waivers.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import type { StoredConflict } from "../../policy/conflicts.js";

type Db = Kysely<Database> | Transaction<Database>;

export {
  loadConflictFacts,
  conflictIndexFor,
  findPerson,
  findPeople,
  conflictIndexAmong,
  loadConflictFactsAmong,
} from "../../access/repository.js";

/**
 * The conference's programme committee as authors may see it: SUPERCHAIRs, track chairs and
 * accepted TPC members (a declined or pending invitation is no standing), each once.
 */
export async function pcMembers(db: Db, confId: number) {
  const superchairs = db
    .selectFrom("conference_permissions")
    .select("user_id")
    .where("conf_id", "=", confId)
    .where("permission", "=", "SUPERCHAIR");
  const chairs = db
    .selectFrom("track_chairs")
    .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
    .select("track_chairs.user_id")
    .where("tracks.conf_id", "=", confId)
    .where("track_chairs.awaiting_email_proof", "=", 0);
  const tpc = db
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .select("tpc_members.user_id")
    .where("tracks.conf_id", "=", confId)
    .where("tpc_members.status", "=", 1);
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "affiliation"])
    .where((eb) => eb.or([eb("id", "in", superchairs), eb("id", "in", chairs), eb("id", "in", tpc)]))
    .where("status", "=", 1)
    .where("deleted_at", "is", null)
    .orderBy("last_name")
    .orderBy("first_name")
    .orderBy("id")
    .execute();
}

/** Stored rows of one paper, newest last. */
export function storedConflicts(db: Db, paperId: number): Promise<(StoredConflict & { created_by: number })[]> {
  return db
    .selectFrom("paper_conflicts")
    .select(["paper_id", "user_id", "conflict_type", "source", "reason", "waived", "waived_reason", "created_by"])
    .where("paper_id", "=", paperId)
    .orderBy("id")
    .execute();
}

/** Declares (or re-declares, with the new type and reason) a conflict for one source. */
export async function saveDeclaration(
  db: Db,
  row: { paper_id: number; user_id: number; conflict_type: string; source: string; reason: string; created_by: number },
): Promise<void> {
  const now = nowIso();
  await db
    .insertInto("paper_conflicts")
    .values({ ...row, waived: 0, waived_reason: null, created_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(["paper_id", "user_id", "source"])
        .doUpdateSet({ conflict_type: row.conflict_type, reason: row.reason, updated_at: now }),
    )
    .execute();
}

/** Removes declarations of a pair: of one source, or every declared source. Answers how many went. */
export async function deleteDeclarations(
  db: Db,
  paperId: number,
  userId: number,
  sources: readonly string[],
): Promise<number> {
  const result = await db
    .deleteFrom("paper_conflicts")
    .where("paper_id", "=", paperId)
    .where("user_id", "=", userId)
    .where("source", "in", sources)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Waives (or un-waives) the computed conflicts of a pair: source detected or suggested. */
export async function saveWaiver(
  db: Db,
  row: {
    paper_id: number;
    user_id: number;
    source: "detected" | "suggested";
    conflict_type: string;
    waived: boolean;
    reason: string | null;
    by: number;
  },
): Promise<void> {
  const now = nowIso();
  const waived = row.waived ? 1 : 0;
  await db
    .insertInto("paper_conflicts")
    .values({
      paper_id: row.paper_id,
      user_id: row.user_id,
      conflict_type: row.conflict_type,
      source: row.source,
      reason: "",
      waived,
      waived_reason: row.reason,
      created_by: row.by,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(["paper_id", "user_id", "source"]).doUpdateSet({ waived, waived_reason: row.reason, updated_at: now }),
    )
    .execute();
}

/** Every reviewed assignment of a conference's papers, with the people and papers, for the conflicts-with-reviews list. */
export function reviewedAssignments(db: Db, confId: number) {
  return db
    .selectFrom("paper_reviewers")
    .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
    .innerJoin("users", "users.id", "paper_reviewers.user_id")
    .select([
      "papers.id as paper_id",
      "papers.paper_sequence",
      "papers.paper_title",
      "users.id as user_id",
      "users.first_name",
      "users.last_name",
      "users.email",
      "users.affiliation",
    ])
    .where("papers.conf_id", "=", confId)
    .where("paper_reviewers.reviewed_at", "is not", null)
    .orderBy("papers.paper_sequence")
    .orderBy("users.id")
    .execute();
}

/** The reviewers assigned to a paper. */
export async function reviewerIds(db: Db, paperId: number): Promise<number[]> {
  const rows = await db.selectFrom("paper_reviewers").select("user_id").where("paper_id", "=", paperId).execute();
  return rows.map((r) => r.user_id);
}

/** The accounts linked to the conference's organising committee entries. */
export async function organiserIds(db: Db, confId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("organizing_committee")
    .select("user_id")
    .distinct()
    .where("conf_id", "=", confId)
    .where("user_id", "is not", null)
    .execute();
  return rows.map((r) => r.user_id!);
}

/**
 * The accounts a paper lists as authors, confirmed or not: a chair, PC member or organiser someone
 * listed shows in the chairs' conflict list with the "Author of the paper" conflict to waive.
 */
export async function listedAuthorIds(db: Db, paperId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("paper_authors")
    .select("user_id")
    .where("paper_id", "=", paperId)
    .where("user_id", "is not", null)
    .execute();
  return rows.map((r) => r.user_id!);
}
