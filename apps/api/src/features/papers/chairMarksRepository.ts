// What the chairs' view of papers adds to each paper and review (All Papers, Final Review): when
// each review was first submitted (lateness), which reviews a subreviewer wrote
// and which accepted papers have their final version. One statement for a whole page.
import { type Kysely, type Transaction, sql } from "kysely";
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

export interface ChairMarks {
  marks: ReviewMarks;
  /** the papers among those asked that have a final (camera-ready) version */
  finalVersions: Set<number>;
}

export async function reviewMarksOf(db: Db, paperIds: readonly number[]): Promise<ReviewMarks> {
  return (await chairMarksOf(db, paperIds)).marks;
}

/** The review marks and final versions of these papers. */
export async function chairMarksOf(db: Db, paperIds: readonly number[]): Promise<ChairMarks> {
  const out: ChairMarks = { marks: { firstSubmitted: new Map(), bySubreviewer: new Set() }, finalVersions: new Set() };
  if (paperIds.length === 0) return out;
  for (const row of await inChunks(paperIds, (chunk) => markRows(db, chunk))) {
    if (row.kind === "first") out.marks.firstSubmitted.set(row.id, row.at!);
    else if (row.kind === "subreview") out.marks.bySubreviewer.add(row.id);
    else out.finalVersions.add(row.id);
  }
  return out;
}

type MarkKind = "first" | "subreview" | "final";

// one statement, since each round trip counts on PostgreSQL: a review's first submission, a
// review written by an approved subreviewer, a paper's final version
const markRows = preparedQuery((db, paperIds: readonly number[]) =>
  db
    .selectFrom("review_versions")
    .select([sql.lit("first").$castTo<MarkKind>().as("kind"), "paper_reviewer_id as id"])
    .select((eb) => eb.fn.min<string>("submitted_at").$castTo<string | null>().as("at"))
    .where("paper_id", "in", paperIds)
    .groupBy("paper_reviewer_id")
    .unionAll(
      db
        .selectFrom("paper_subreviews")
        .select([
          sql.lit("subreview").$castTo<MarkKind>().as("kind"),
          "review_id as id",
          sql<string | null>`null`.as("at"),
        ])
        .where("paper_id", "in", paperIds)
        .where("status", "=", "approved"),
    )
    .unionAll(
      db
        .selectFrom("camera_ready_versions")
        .select([sql.lit("final").$castTo<MarkKind>().as("kind"), "paper_id as id", sql<string | null>`null`.as("at")])
        .where("paper_id", "in", paperIds),
    ),
);
