// Queries of conflicts of interest: the facts the policy's ConflictIndex judges (loaded in bulk
// for one paper, a page of papers or a whole track) and the declared rows and waivers.
import type { Kysely, Transaction } from "kysely";
import { inChunks } from "../../db/chunks.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { type ConflictFacts, type ConflictPerson, ConflictIndex, type StoredConflict } from "../../policy/conflicts.js";
import { loadCoauthorships } from "./coauthorshipRepository.js";

type Db = Kysely<Database> | Transaction<Database>;

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * Everything needed to judge any person against these papers, in four statements whatever their
 * number: the papers and their authors, the other papers of the same conferences those authors
 * wrote (co-authorship) with their authors, and the stored declarations and waivers.
 */
export async function loadConflictFacts(db: Db, paperIds: readonly number[]): Promise<ConflictFacts> {
  if (paperIds.length === 0) return { papers: [], authors: [], stored: [] };
  const papers = await inChunks(paperIds, (ids) => db.selectFrom("papers").select(["id", "created_by", "conf_id"]).where("id", "in", ids).execute());
  const authors = await inChunks(paperIds, (ids) =>
    db.selectFrom("paper_authors").select(["paper_id", "user_id", "email", "affiliation"]).where("paper_id", "in", ids).execute(),
  );
  const confIds = [...new Set(papers.map((p) => p.conf_id))];
  const userIds = [...new Set([...papers.map((p) => p.created_by), ...authors.flatMap((a) => (a.user_id === null ? [] : [a.user_id]))])];
  const emails = [...new Set(authors.map((a) => normalize(a.email)))];
  const asked = new Set(paperIds);
  // the other papers of these conferences that one of these authors wrote (by account, by email, or
  // as submitter): index lookups (author rows by account and by email, then those papers; papers by
  // submitter) rather than one scan of the conferences' papers per chunk, which grew with papers²
  // (a whole track of 21,575 papers took minutes on SQLite)
  const inConfs = confIds.length === 0;
  const authored = inConfs ? [] : [
    ...(await inChunks(userIds, (ids) => db.selectFrom("paper_authors").select("paper_id").where("user_id", "in", ids).execute(), 400)),
    ...(await inChunks(emails, (mails) => db.selectFrom("paper_authors").select("paper_id").where("email_normalized", "in", mails).execute(), 400)),
  ];
  const byAuthor = await inChunks([...new Set(authored.map((a) => a.paper_id))], (ids) =>
    db.selectFrom("papers").select(["papers.id", "papers.created_by"]).where("papers.conf_id", "in", confIds).where("papers.id", "in", ids).execute(),
  );
  const bySubmitter = inConfs ? [] : await inChunks(userIds, (ids) =>
    db.selectFrom("papers").select(["papers.id", "papers.created_by"]).where("papers.conf_id", "in", confIds).where("papers.created_by", "in", ids).execute(), 400);
  const others = [...bySubmitter, ...byAuthor];
  const otherPapers = [...new Map(others.filter((p) => !asked.has(p.id)).map((p) => [p.id, p])).values()];
  const otherAuthors = await inChunks(otherPapers.map((p) => p.id), (ids) =>
    db.selectFrom("paper_authors").select(["paper_id", "user_id", "email", "affiliation"]).where("paper_id", "in", ids).execute(),
  );
  const stored = await inChunks(paperIds, (ids) =>
    db
      .selectFrom("paper_conflicts")
      .select(["paper_id", "user_id", "conflict_type", "source", "reason", "waived", "waived_reason"])
      .where("paper_id", "in", ids)
      .execute(),
  );
  const coauthorships = await loadCoauthorships(db, papers);
  return { papers: [...papers, ...otherPapers], authors: [...authors, ...otherAuthors], stored, coauthorships };
}

/** The index of one or more papers' conflicts (the policy's predicate over loaded facts). */
export async function conflictIndexFor(db: Db, paperIds: readonly number[]): Promise<ConflictIndex> {
  return new ConflictIndex(await loadConflictFacts(db, paperIds));
}

/** The person facts of a user (email and affiliation), or undefined for a missing one. */
export function findPerson(db: Db, userId: number): Promise<(ConflictPerson & { first_name: string; last_name: string }) | undefined> {
  return db.selectFrom("users").select(["id", "email", "affiliation", "first_name", "last_name"]).where("id", "=", userId).where("deleted_at", "is", null).executeTakeFirst();
}

export function findPeople(db: Db, userIds: readonly number[]) {
  return inChunks([...new Set(userIds)], (ids) =>
    db.selectFrom("users").select(["id", "email", "affiliation", "first_name", "last_name"]).where("id", "in", ids).execute(),
  );
}

/**
 * The conference's programme committee as authors may see it: SUPERCHAIRs, track chairs and
 * accepted TPC members (a declined or pending invitation is no standing), each once.
 */
export async function pcMembers(db: Db, confId: number) {
  const superchairs = db.selectFrom("conference_permissions").select("user_id").where("conf_id", "=", confId).where("permission", "=", "SUPERCHAIR");
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
export async function saveDeclaration(db: Db, row: { paper_id: number; user_id: number; conflict_type: string; source: string; reason: string; created_by: number }): Promise<void> {
  const now = nowIso();
  await db
    .insertInto("paper_conflicts")
    .values({ ...row, waived: 0, waived_reason: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(["paper_id", "user_id", "source"]).doUpdateSet({ conflict_type: row.conflict_type, reason: row.reason, updated_at: now }))
    .execute();
}

/** Removes declarations of a pair: of one source, or every declared source. Answers how many went. */
export async function deleteDeclarations(db: Db, paperId: number, userId: number, sources: readonly string[]): Promise<number> {
  const result = await db.deleteFrom("paper_conflicts").where("paper_id", "=", paperId).where("user_id", "=", userId).where("source", "in", sources).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Waives (or un-waives) the computed conflicts of a pair: source detected or suggested. */
export async function saveWaiver(db: Db, row: { paper_id: number; user_id: number; source: "detected" | "suggested"; conflict_type: string; waived: boolean; reason: string | null; by: number }): Promise<void> {
  const now = nowIso();
  const waived = row.waived ? 1 : 0;
  await db
    .insertInto("paper_conflicts")
    .values({ paper_id: row.paper_id, user_id: row.user_id, conflict_type: row.conflict_type, source: row.source, reason: "", waived, waived_reason: row.reason, created_by: row.by, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(["paper_id", "user_id", "source"]).doUpdateSet({ waived, waived_reason: row.reason, updated_at: now }))
    .execute();
}

// the pair's assignment and removing an unreviewed one: the reviews and TPC features' own queries
export { findAssignment } from "../reviews/repository.js";
export { deleteUnreviewedAssignment } from "../tpc/repository.js";

/** Every reviewed assignment of a conference's papers, with the people and papers, for the conflicts-with-reviews list. */
export function reviewedAssignments(db: Db, confId: number) {
  return db
    .selectFrom("paper_reviewers")
    .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
    .innerJoin("users", "users.id", "paper_reviewers.user_id")
    .select(["papers.id as paper_id", "papers.paper_sequence", "papers.paper_title", "users.id as user_id", "users.first_name", "users.last_name", "users.email", "users.affiliation"])
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
  const rows = await db.selectFrom("organizing_committee").select("user_id").distinct().where("conf_id", "=", confId).where("user_id", "is not", null).execute();
  return rows.map((r) => r.user_id!);
}

/**
 * The accounts a paper lists as authors, confirmed or not: a chair, PC member or organiser someone
 * listed shows in the chairs' conflict list with the "Author of the paper" conflict to waive (issue 15).
 */
export async function listedAuthorIds(db: Db, paperId: number): Promise<number[]> {
  const rows = await db.selectFrom("paper_authors").select("user_id").where("paper_id", "=", paperId).where("user_id", "is not", null).execute();
  return rows.map((r) => r.user_id!);
}
