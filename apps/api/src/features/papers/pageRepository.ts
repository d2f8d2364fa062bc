// A page of papers with everything the answer and the conflict rules read of each paper: the row,
// its authors, reviewers, topics, the chairs' marks and its stored conflicts. On PostgreSQL one
// named statement: each paper's rows come as JSON arrays (one text column each, aggregated per
// paper), since every statement costs the API process a round trip and every row pg makes an
// object costs more than JSON.parse of one column (a list page's ~350 rows). On SQLite (no round
// trip; its statement cache already makes rows cheaply) the separate statements stay.
import { type Expression, type Kysely, type RawBuilder, type SqlBool, type Transaction, sql } from "kysely";
import type { Topic } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { inChunks } from "../../db/chunks.js";
import { isPostgres } from "../../db/migrations/helpers.js";
import { preparedQuery } from "../../db/prepared.js";
import { jsonRows } from "../../db/jsonRows.js";
import { rowLiteral } from "../../db/rowLiteral.js";
import type { ReviewerEntry } from "../../policy/papers.js";
import type { StoredConflict } from "../../policy/conflicts.js";
import { type ReviewerRow, selectReviewerRows, withFormFields } from "../../access/reviewerRepository.js";
import { type PaperContextReader, selectPaperWithContext } from "../../access/index.js";
import { type PaperRow, selectPaperRows, selectStoredConflicts, storedConflictsOf } from "../../access/repository.js";
import { selectPaperTopics, topicsOfPapers } from "../topics/index.js";
import { type ChairMarks, chairMarksOf } from "./chairMarksRepository.js";
import { AUTHOR_ROW_NAMES, type AuthorRow, authorsOf, findFile, reviewersOf, selectAuthorRows } from "./repository.js";

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
  const rows = await inChunks(ids, (chunk) => paperFactRowsOf(db, chunk));
  return factsOfRows(
    db,
    rows.sort((a, b) => a.id - b.id),
  );
}

/** A paper's file as its page shows it (findFile), or undefined. */
type PaperFile = NonNullable<Awaited<ReturnType<typeof findFile>>>;

/**
 * One paper's reviewers, topics, chairs' marks and file (a paper's page has read its row, authors
 * and stored conflicts already): on PostgreSQL one statement, or none when `read` holds them
 * (readPaperWithDetails read them with the paper's context); on SQLite the four reads.
 */
export async function paperFacts(
  db: Db,
  paperId: number,
  read?: PaperDetailColumns,
): Promise<Pick<PageFacts, "reviewers" | "topics" | "marks"> & { file: PaperFile | undefined }> {
  if (!isPostgres(db as Kysely<unknown>)) {
    const [reviewers, topics, marks, file] = await Promise.all([
      reviewersOf(db, [paperId]),
      topicsOfPapers(db, [paperId]),
      chairMarksOf(db, [paperId]),
      findFile(db, paperId),
    ]);
    return { reviewers, topics, marks, file };
  }
  const out = emptyFacts();
  let file: PaperFile | undefined;
  for (const { file_name, mime_type, size, data, ...facts } of read ? [read] : await paperDetailRow(db, paperId)) {
    addFacts(out, paperId, facts);
    if (file_name !== null) file = { file_name, mime_type: mime_type!, size: size!, data: data! };
  }
  return { ...out, reviewers: await withFormFields(db, out.reviewers), file };
}

/** A page's facts as read, its reviewer entries still without their form's fields. */
type FactsAsRead = Omit<PageFacts, "rows" | "authors" | "reviewers"> & { reviewers: ReviewerRow[] };

function emptyFacts(): FactsAsRead {
  return {
    reviewers: [],
    topics: new Map(),
    marks: { marks: { firstSubmitted: new Map(), bySubreviewer: new Set() }, finalVersions: new Set() },
    stored: [],
  };
}

/** The JSON columns of factColumns, of one paper, added to `out`. */
function addFacts(
  out: FactsAsRead,
  paperId: number,
  facts: {
    reviewers: string | null;
    topics: string | null;
    first_submitted: string | null;
    by_subreviewer: string | null;
    has_final: boolean;
    stored?: string | null;
  },
): void {
  if (facts.reviewers) out.reviewers.push(...(JSON.parse(facts.reviewers) as ReviewerRow[]));
  // a page's topic rows name their paper too (selectPageFactRows), never answered
  if (facts.topics)
    out.topics.set(
      paperId,
      (JSON.parse(facts.topics) as Topic[]).map(({ id, name }) => ({ id, name })),
    );
  if (facts.first_submitted)
    for (const mark of JSON.parse(facts.first_submitted) as { id: number; at: string }[])
      out.marks.marks.firstSubmitted.set(mark.id, mark.at);
  if (facts.by_subreviewer)
    for (const mark of JSON.parse(facts.by_subreviewer) as { id: number }[]) out.marks.marks.bySubreviewer.add(mark.id);
  if (facts.has_final) out.marks.finalVersions.add(paperId);
  if (facts.stored) out.stored.push(...(JSON.parse(facts.stored) as StoredConflict[]));
}

const paperRowsOf = preparedQuery((db, ids: readonly number[]) => selectPaperRows(db).where("papers.id", "in", ids));

/** The subquery's rows of the outer statement's paper. */
const ofThePaper = (column: string) => sql<SqlBool>`${sql.ref(column)} = ${sql.ref("papers.id")}`;

// the same columns and orders as authorRowsOf, reviewerRowsOf, topicsOfPapers, markRows and
// storedConflictsOf, per paper
const paperFactRowsOf = preparedQuery(
  (db, ids: readonly number[]) =>
    selectPageFactRows(db, (column) => sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})`),
  { keyLists: true },
);

/**
 * The page's papers with their facts as JSON columns (pageFacts), of the papers `onThePage` admits
 * (a condition on a paper id column): a list of ids, or the ids a page statement selects
 * (listRepository's pages, which read their ids and facts in one statement on PostgreSQL).
 */
export function selectPageFactRows(db: Db, onThePage: (column: string) => Expression<SqlBool>) {
  return (
    selectPaperRows(db)
      // Each kind of fact in one pass over its index for the whole page, grouped per paper: a
      // subquery per paper (as factColumns reads one paper's) probed the index, sorted and began an
      // aggregate once per paper and kind, most of the statement's time.
      .leftJoin(
        perPaperAsArrays(
          selectAuthorRows(db)
            .where(onThePage("paper_authors.paper_id"))
            .orderBy("paper_id")
            .orderBy("author_order")
            .orderBy("id"),
          "page_authors",
          AUTHOR_ROW_NAMES,
        ),
        "page_authors.paper_id",
        "papers.id",
      )
      .leftJoin(
        perPaper(
          selectReviewerRows(db)
            .where(onThePage("paper_reviewers.paper_id"))
            .orderBy("paper_reviewers.paper_id")
            .orderBy("paper_reviewers.id"),
          "page_reviewers",
        ),
        "page_reviewers.paper_id",
        "papers.id",
      )
      .leftJoin(
        perPaper(
          db
            .selectFrom("paper_topics")
            .innerJoin("conference_topics", "conference_topics.id", "paper_topics.topic_id")
            .select(["paper_topics.paper_id", "conference_topics.id", "conference_topics.name"])
            .where(onThePage("paper_topics.paper_id"))
            .orderBy("paper_topics.paper_id")
            .orderBy("conference_topics.position")
            .orderBy("conference_topics.id"),
          "page_topics",
        ),
        "page_topics.paper_id",
        "papers.id",
      )
      .leftJoin(
        perPaper(
          db
            .selectFrom("review_versions")
            .select(["paper_id", "paper_reviewer_id as id"])
            .select((v) => v.fn.min<string>("submitted_at").as("at"))
            .where(onThePage("review_versions.paper_id"))
            .groupBy(["paper_id", "paper_reviewer_id"]),
          "page_first_submitted",
        ),
        "page_first_submitted.paper_id",
        "papers.id",
      )
      .leftJoin(
        perPaper(
          db
            .selectFrom("paper_subreviews")
            .select(["paper_id", "review_id as id"])
            .where(onThePage("paper_subreviews.paper_id"))
            .where("status", "=", "approved"),
          "page_by_subreviewer",
        ),
        "page_by_subreviewer.paper_id",
        "papers.id",
      )
      .leftJoin(
        perPaper(selectStoredConflicts(db).where(onThePage("paper_conflicts.paper_id")), "page_stored"),
        "page_stored.paper_id",
        "papers.id",
      )
      .leftJoin(
        db
          .selectFrom("camera_ready_versions")
          .select("paper_id")
          .where(onThePage("camera_ready_versions.paper_id"))
          .groupBy("paper_id")
          .as("page_final"),
        "page_final.paper_id",
        "papers.id",
      )
      .select([
        "page_authors.facts as authors",
        "page_reviewers.facts as reviewers",
        "page_topics.facts as topics",
        "page_first_submitted.facts as first_submitted",
        "page_by_subreviewer.facts as by_subreviewer",
        "page_stored.facts as stored",
      ])
      .select(sql<boolean>`${sql.ref("page_final.paper_id")} is not null`.as("has_final"))
      .where(onThePage("papers.id"))
  );
}

/**
 * The rows of a page's papers (each naming its paper_id) as one JSON array per paper, in the rows'
 * order: the rows are ordered by paper_id first, so grouping keeps each paper's order.
 */
export function perPaper<A extends string>(rows: Expression<{ paper_id: number }>, alias: A) {
  return groupedPerPaper(rows, alias, sql`page_rows`);
}

/**
 * As perPaper, each row a JSON array of its `columns`' values rather than an object: PostgreSQL
 * makes an array of a row's values in about two thirds of the time it makes an object of its
 * columns (the keys are written out for every row), and the text to send and parse is shorter.
 * For the kinds with the most rows on a page (its authors: three a paper).
 */
function perPaperAsArrays<A extends string>(
  rows: Expression<{ paper_id: number }>,
  alias: A,
  columns: readonly string[],
) {
  const values = sql.join(columns.map((column) => sql.ref(`page_rows.${column}`)));
  return groupedPerPaper(rows, alias, sql`json_build_array(${values})`);
}

/** `rows` grouped per paper, each made JSON by `each` (over the alias page_rows) and aggregated. */
function groupedPerPaper<A extends string>(
  rows: Expression<{ paper_id: number }>,
  alias: A,
  each: RawBuilder<unknown>,
) {
  const paperId = sql.ref("page_rows.paper_id");
  return sql<{
    paper_id: number;
    facts: string;
  }>`(select ${paperId}, json_agg(${each})::text as facts from (${rows}) as page_rows group by ${paperId})`.as(alias);
}

/**
 * The facts of pageFacts from the rows of selectPageFactRows, in the rows' order. Each row is its
 * paper's row as it came, fact columns and all: copying the paper's columns out of each (a rest
 * pattern per row) cost more than the rest of this function, and the paper rows are read by name
 * only (shapePaper answers the fields it names).
 */
export async function factsOfRows(db: Db, rows: Awaited<ReturnType<typeof paperFactRowsOf>>): Promise<PageFacts> {
  const out = { rows: [] as PaperRow[], authors: [] as AuthorRow[], ...emptyFacts() };
  for (const row of rows) {
    out.rows.push(row);
    if (row.authors)
      for (const values of JSON.parse(row.authors) as unknown[][])
        out.authors.push(authorRowOf(null, values) as AuthorRow);
    addFacts(out, row.id, row);
  }
  return { ...out, reviewers: await withFormFields(db, out.reviewers) };
}

// A list page's author rows come as arrays of their values (perPaperAsArrays), made the rows' objects
// here, with their columns in selectAuthorRows' order as pg would make them.
const authorRowOf = rowLiteral<null, readonly unknown[]>(AUTHOR_ROW_NAMES, (i) => `v[${i}]`)!;

// a paper's page: the file (never in a list) with the facts
const FILE_COLUMNS = [
  "paper_files.file_name",
  "paper_files.mime_type",
  "paper_files.size",
  "paper_files.data",
] as const;
const paperDetailRow = preparedQuery((db, paperId: number) =>
  db
    .selectFrom("papers")
    .leftJoin("paper_files", "paper_files.paper_id", "papers.id")
    .select(FILE_COLUMNS)
    .select(factColumns(db))
    .where("papers.id", "=", paperId),
);
/** What paperDetailRow reads of a paper, as paperFacts takes it. */
type PaperDetailColumns = Awaited<ReturnType<typeof paperDetailRow>>[number];

// the same columns read with the paper's context (whose paper rows join the paper's file already)
const paperDetailsWithContext = preparedQuery((db, paperId: number, userId: number) =>
  selectPaperWithContext(db, paperId, userId).select(FILE_COLUMNS).select(factColumns(db)),
);

/**
 * A paper's page on PostgreSQL: the paper's context (what its rights are judged by) and the facts
 * paperFacts reads, file included, in one statement instead of two. They are read before the
 * caller is judged; loadPaperAs answers a caller who may not see the paper with its 404 all the
 * same, and nothing of them is answered then.
 */
export const readPaperWithDetails: PaperContextReader<PaperDetailColumns> = async (db, paperId, userId) => {
  const found = (await paperDetailsWithContext(db, paperId, userId))[0];
  if (!found) return undefined;
  const {
    file_name,
    mime_type,
    size,
    data,
    reviewers,
    topics,
    first_submitted,
    by_subreviewer,
    has_final,
    ...context
  } = found;
  return {
    context,
    extra: { file_name, mime_type, size, data, reviewers, topics, first_submitted, by_subreviewer, has_final },
  };
};

/** The outer statement's paper's reviewers, topics and chairs' marks. */
function factColumns(db: Db) {
  return [
    jsonRows(selectReviewerRows(db).where(ofThePaper("paper_reviewers.paper_id")).orderBy("paper_reviewers.id")).as(
      "reviewers",
    ),
    jsonRows(selectPaperTopics(db).where(ofThePaper("paper_topics.paper_id"))).as("topics"),
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
  ];
}
