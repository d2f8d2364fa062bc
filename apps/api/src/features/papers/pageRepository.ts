// A page of papers with everything the answer and the conflict rules read of each paper: the row,
// its authors, reviewers, topics, the chairs' marks and its stored conflicts. On PostgreSQL one
// named statement: each paper's rows come as JSON arrays (one text column each, aggregated per
// paper), since every statement costs the API process a round trip and every row pg makes an
// object costs more than JSON.parse of one column (a list page's ~350 rows). On SQLite (no round
// trip; its statement cache already makes rows cheaply) the separate statements stay.
import { type Expression, type Kysely, type SqlBool, type Transaction, sql } from "kysely";
import type { Topic } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { inChunks } from "../../db/chunks.js";
import { isPostgres } from "../../db/migrations/helpers.js";
import { preparedQuery } from "../../db/prepared.js";
import type { ReviewerEntry } from "../../policy/papers.js";
import type { StoredConflict } from "../../policy/conflicts.js";
import { selectReviewerEntries } from "../../access/reviewerRepository.js";
import { type PaperRow, selectPaperRows, selectStoredConflicts, storedConflictsOf } from "../../access/repository.js";
import { topicsOfPapers } from "../topics/index.js";
import { type ChairMarks, chairMarksOf } from "./chairMarksRepository.js";
import { type AuthorRow, authorsOf, reviewersOf, selectAuthorRows } from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface PageFacts {
  /** the papers asked about that exist, in no particular order */
  rows: PaperRow[];
  /** by paper id ascending, then in each paper's order (authorsOf, reviewersOf) */
  authors: AuthorRow[];
  reviewers: ReviewerEntry[];
  topics: Map<number, Topic[]>;
  marks: ChairMarks;
  stored: StoredConflict[];
}

/** The page's rows and facts (see the file's comment); `ids` of one page, not empty. */
export async function pageFacts(db: Db, ids: readonly number[]): Promise<PageFacts> {
  if (!isPostgres(db as Kysely<unknown>)) {
    const [rows, authors, reviewers, topics, marks, stored] = await Promise.all([
      inChunks(ids, (chunk) => paperRowsOf(db, chunk)),
      authorsOf(db, ids),
      reviewersOf(db, ids),
      topicsOfPapers(db, ids),
      chairMarksOf(db, ids),
      inChunks(ids, (chunk) => storedConflictsOf(db, chunk)),
    ]);
    return { rows, authors, reviewers, topics, marks, stored };
  }
  const out: PageFacts = {
    rows: [],
    authors: [],
    reviewers: [],
    topics: new Map(),
    marks: { marks: { firstSubmitted: new Map(), bySubreviewer: new Set() }, finalVersions: new Set() },
    stored: [],
  };
  const rows = await inChunks(ids, (chunk) => paperFactRowsOf(db, chunk));
  rows.sort((a, b) => a.id - b.id);
  for (const { authors, reviewers, topics, first_submitted, by_subreviewer, has_final, stored, ...row } of rows) {
    out.rows.push(row);
    if (authors) out.authors.push(...(JSON.parse(authors) as AuthorRow[]));
    if (reviewers) out.reviewers.push(...(JSON.parse(reviewers) as ReviewerEntry[]));
    if (topics) out.topics.set(row.id, JSON.parse(topics) as Topic[]);
    if (first_submitted)
      for (const mark of JSON.parse(first_submitted) as { id: number; at: string }[])
        out.marks.marks.firstSubmitted.set(mark.id, mark.at);
    if (by_subreviewer)
      for (const mark of JSON.parse(by_subreviewer) as { id: number }[]) out.marks.marks.bySubreviewer.add(mark.id);
    if (has_final) out.marks.finalVersions.add(row.id);
    if (stored) out.stored.push(...(JSON.parse(stored) as StoredConflict[]));
  }
  return out;
}

/**
 * One paper's reviewers, topics and chairs' marks (a paper's page has read its row, authors and
 * stored conflicts already): on PostgreSQL pageFacts' one statement, on SQLite the three reads.
 */
export async function paperFacts(db: Db, paperId: number): Promise<Pick<PageFacts, "reviewers" | "topics" | "marks">> {
  if (isPostgres(db as Kysely<unknown>)) return pageFacts(db, [paperId]);
  const [reviewers, topics, marks] = await Promise.all([
    reviewersOf(db, [paperId]),
    topicsOfPapers(db, [paperId]),
    chairMarksOf(db, [paperId]),
  ]);
  return { reviewers, topics, marks };
}

const paperRowsOf = preparedQuery((db, ids: readonly number[]) => selectPaperRows(db).where("papers.id", "in", ids));

/** A subquery's rows as one JSON array in its order, or null when it has none (as text: parsed once, by us). */
function jsonRows(query: Expression<unknown>) {
  return sql<string | null>`(select json_agg(page_rows)::text from (${query}) as page_rows)`;
}

/** The subquery's rows of the outer statement's paper. */
const ofThePaper = (column: string) => sql<SqlBool>`${sql.ref(column)} = ${sql.ref("papers.id")}`;

// the same columns and orders as authorRowsOf, reviewerRowsOf, topicRowsOf, markRows and
// storedConflictsOf, per paper
const paperFactRowsOf = preparedQuery((db, ids: readonly number[]) =>
  selectPaperRows(db)
    .select([
      jsonRows(
        selectAuthorRows(db).where(ofThePaper("paper_authors.paper_id")).orderBy("author_order").orderBy("id"),
      ).as("authors"),
      jsonRows(
        selectReviewerEntries(db).where(ofThePaper("paper_reviewers.paper_id")).orderBy("paper_reviewers.id"),
      ).as("reviewers"),
      jsonRows(
        db
          .selectFrom("paper_topics")
          .innerJoin("conference_topics", "conference_topics.id", "paper_topics.topic_id")
          .select(["conference_topics.id", "conference_topics.name"])
          .where(ofThePaper("paper_topics.paper_id"))
          .orderBy("conference_topics.position")
          .orderBy("conference_topics.id"),
      ).as("topics"),
      jsonRows(
        db
          .selectFrom("review_versions")
          .select("paper_reviewer_id as id")
          .select((v) => v.fn.min<string>("submitted_at").as("at"))
          .where(ofThePaper("review_versions.paper_id"))
          .groupBy("paper_reviewer_id"),
      ).as("first_submitted"),
      jsonRows(
        db
          .selectFrom("paper_subreviews")
          .select("review_id as id")
          .where(ofThePaper("paper_subreviews.paper_id"))
          .where("status", "=", "approved"),
      ).as("by_subreviewer"),
      sql<boolean>`exists (${db
        .selectFrom("camera_ready_versions")
        .select(sql.lit(1).as("one"))
        .where(ofThePaper("camera_ready_versions.paper_id"))})`.as("has_final"),
      jsonRows(selectStoredConflicts(db).where(ofThePaper("paper_conflicts.paper_id"))).as("stored"),
    ])
    .where("papers.id", "in", ids),
);
