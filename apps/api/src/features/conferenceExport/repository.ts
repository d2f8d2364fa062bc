// The reads of an export: a conference's papers with their authors, topics, chair-visible conflicts
// and its programme committee (no reviews: their visibility rules are the reports' business).
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database>;

export function papersOf(db: Db, confId: number) {
  return db
    .selectFrom("papers")
    .innerJoin("tracks", "tracks.id", "papers.track_id")
    .select(["papers.id", "papers.paper_sequence", "papers.external_id", "papers.paper_title", "papers.abstract"])
    .select(["papers.keywords", "papers.status", "papers.decision", "tracks.track_name"])
    .where("papers.conf_id", "=", confId)
    .orderBy("papers.paper_sequence")
    .execute();
}

export function authorsOf(db: Db, paperIds: number[]) {
  if (!paperIds.length) return Promise.resolve([]);
  return db
    .selectFrom("paper_authors")
    .select(["paper_id", "first_name", "last_name", "email", "affiliation", "country", "author_order"])
    .where("paper_id", "in", paperIds)
    .orderBy("paper_id")
    .orderBy("author_order")
    .execute();
}

export function topicsOf(db: Db, paperIds: number[]) {
  if (!paperIds.length) return Promise.resolve([]);
  return db
    .selectFrom("paper_topics")
    .innerJoin("conference_topics", "conference_topics.id", "paper_topics.topic_id")
    .select(["paper_topics.paper_id", "conference_topics.name"])
    .where("paper_topics.paper_id", "in", paperIds)
    .orderBy("conference_topics.position")
    .execute();
}

/** Declared conflicts that stand (waived ones and suggestions left out). */
export function conflictsOf(db: Db, paperIds: number[]) {
  if (!paperIds.length) return Promise.resolve([]);
  return db
    .selectFrom("paper_conflicts")
    .innerJoin("users", "users.id", "paper_conflicts.user_id")
    .select(["paper_conflicts.paper_id", "users.email", "paper_conflicts.conflict_type"])
    .where("paper_conflicts.paper_id", "in", paperIds)
    .where("paper_conflicts.waived", "=", 0)
    .where("paper_conflicts.source", "in", ["author", "reviewer", "chair", "detected"])
    .execute();
}

export function committeeOf(db: Db, confId: number) {
  return db
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .innerJoin("users", "users.id", "tpc_members.user_id")
    .select(["users.email", "users.first_name", "users.last_name", "users.affiliation"])
    .where("tracks.conf_id", "=", confId)
    .where("tpc_members.status", "=", 1)
    .distinct()
    .orderBy("users.email")
    .execute();
}
