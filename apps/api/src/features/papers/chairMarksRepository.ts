// What the chairs' view of papers adds to each paper and review (All Papers, Final Review): when
// each review was first submitted (lateness), which reviews a subreviewer wrote
// and which accepted papers have their final version. One query each for a whole page.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { inChunks } from "../../db/chunks.js";
import { preparedQuery } from "../../db/prepared.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface ReviewMarks {
  /** review (paper_reviewers) id → its first kept version's time */
  firstSubmitted: Map<number, string>;
  /** review ids whose text a subreviewer wrote and the assigned reviewer approved */
  bySubreviewer: Set<number>;
}

export async function reviewMarksOf(db: Db, paperIds: readonly number[]): Promise<ReviewMarks> {
  if (paperIds.length === 0) return { firstSubmitted: new Map(), bySubreviewer: new Set() };
  const [versions, subreviews] = await Promise.all([
    inChunks(paperIds, (chunk) => firstSubmissions(db, chunk)),
    inChunks(paperIds, (chunk) => approvedSubreviews(db, chunk)),
  ]);
  return {
    firstSubmitted: new Map(versions.map((v) => [v.paper_reviewer_id, v.first_submitted_at])),
    bySubreviewer: new Set(subreviews.map((s) => s.review_id)),
  };
}

/** The papers among these that have a final (camera-ready) version. */
export async function finalVersionPaperIds(db: Db, paperIds: readonly number[]): Promise<Set<number>> {
  if (paperIds.length === 0) return new Set();
  const rows = await inChunks(paperIds, (chunk) => finalVersions(db, chunk));
  return new Set(rows.map((r) => r.paper_id));
}

const firstSubmissions = preparedQuery((db, paperIds: readonly number[]) =>
  db
    .selectFrom("review_versions")
    .select(["paper_reviewer_id"])
    .select((eb) => eb.fn.min<string>("submitted_at").as("first_submitted_at"))
    .where("paper_id", "in", paperIds)
    .groupBy("paper_reviewer_id"),
);

const approvedSubreviews = preparedQuery((db, paperIds: readonly number[]) =>
  db
    .selectFrom("paper_subreviews")
    .select("review_id")
    .where("paper_id", "in", paperIds)
    .where("status", "=", "approved"),
);

const finalVersions = preparedQuery((db, paperIds: readonly number[]) =>
  db.selectFrom("camera_ready_versions").select("paper_id").where("paper_id", "in", paperIds),
);
