import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { reviewersOf } from "../../access/reviewerRepository.js";
import { reportFilter } from "./repository.js";

// Aggregates behind the Reports screen. Paper figures are grouped in SQL so a conference of
// thousands of papers answers in one round trip per figure; review figures are counted over the
// entries the caller may read (reportReviews.ts), never in SQL over every review.

type Db = Kysely<Database>;

export async function statusCounts(db: Db, confId: number) {
  const [byStatus, missing] = await Promise.all([
    db
      .selectFrom("papers")
      .select((eb) => ["papers.status", eb.fn.countAll<number>().as("count")])
      .where("papers.conf_id", "=", confId)
      .groupBy("papers.status")
      .execute(),
    db
      .selectFrom("papers")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("papers.conf_id", "=", confId)
      .where((eb) => reportFilter(eb, 1010))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    byStatus: byStatus.map((r) => ({ status: r.status, count: Number(r.count) })),
    missing: Number(missing.count),
  };
}

export function papersPerTrackAndStatus(db: Db, confId: number) {
  return db
    .selectFrom("tracks")
    .leftJoin("papers", "papers.track_id", "tracks.id")
    .select((eb) => [
      "tracks.id as track_id",
      "tracks.track_name",
      "papers.status",
      eb.fn.count<number>("papers.id").as("count"),
    ])
    .where("tracks.conf_id", "=", confId)
    .groupBy(["tracks.id", "tracks.track_name", "papers.status"])
    .orderBy("tracks.id")
    .orderBy("papers.status")
    .execute();
}

export function decisionCounts(db: Db, confId: number) {
  return db
    .selectFrom("papers")
    .select((eb) => ["papers.decision", eb.fn.countAll<number>().as("count")])
    .where("papers.conf_id", "=", confId)
    .groupBy("papers.decision")
    .execute();
}

export function csvPapers(db: Db, confId: number, status: number, paperIds?: readonly number[]) {
  return db
    .selectFrom("papers")
    .innerJoin("tracks", "tracks.id", "papers.track_id")
    .select([
      "papers.id",
      "papers.paper_sequence",
      "papers.paper_title",
      "papers.keywords",
      "papers.track_id",
      "papers.status",
      "papers.created_by",
      "papers.decision",
      "papers.final_decision_remark",
      "tracks.track_name",
      "papers.submission_fields",
    ])
    .where("papers.conf_id", "=", confId)
    .where((eb) => reportFilter(eb, status))
    .$if(paperIds !== undefined, (qb) => qb.where("papers.id", "in", paperIds!.length ? [...paperIds!] : [0]))
    .orderBy("papers.paper_sequence")
    .execute();
}

export { authorsOf } from "../../access/repository.js";

/** Full review entries (the spec's paper reviewer entry); callers pass them through the visibility policy. */
export const reviewEntriesOf = (db: Db, paperIds: number[]) => reviewersOf(db, paperIds);

/** The conference settings the review visibility policy reads (policy/papers.ts ReviewVisibilityFacts). */
export function reviewVisibilityFacts(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select([
      "are_reviewier_names_visible_to_pc",
      "access_to_reviews_by_ordinary_pc_members",
      "are_track_chairs_allowed_reviews_to_authors",
      "reviewing_model",
      "additional_fields_submission_form",
      "author_selecting_presenter",
      "author_response_start",
      "author_response_end",
      "timezone_for_deadline",
    ])
    .where("id", "=", confId)
    .executeTakeFirstOrThrow();
}
