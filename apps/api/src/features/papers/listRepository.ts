// The paper list query of GET /paper/all: filters, search and sort, run in two steps so the sort
// touches narrow rows only (ids and sort keys) and the wide columns are read for one page.
import {
  type Expression,
  type ExpressionBuilder,
  type InferResult,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from "kysely";
import { authoredBy } from "../../access/repository.js";
import { PAPER_STATUS } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { isPostgres } from "../../db/migrations/helpers.js";
import { inChunks } from "../../db/chunks.js";
import { escapeLike } from "../../db/search.js";
import { preparedQuery } from "../../db/prepared.js";
import { type PageFacts, factsOfRows, perPaper, selectPageFactRows } from "./pageRepository.js";

export interface PaperFilter {
  confId: number;
  /** only this track (track lists) */
  trackId?: number;
  /** only these tracks (a track chair's view of the conference) */
  trackIds?: number[];
  /** only papers this user submitted or co-authors (created_by=true) */
  authorUserId?: number;
  status?: number;
  missingFile?: boolean;
  /** already trimmed and long enough */
  search?: string;
  /** papers the caller may not see (a track chair's conflicts) */
  excludeIds?: number[];
  /** only papers with this topic */
  topicId?: number;
  /** accepted papers with / without a final version */
  cameraReady?: "uploaded" | "missing";
  /** papers whose extra field `key` holds `value` (false also matches no answer) */
  field?: { key: string; value: string | boolean };
  /** only papers this user has a review assignment on (a reviewer's search over their own papers) */
  reviewerUserId?: number;
  /** a further condition (the search language, compiled by features/search) */
  where?: (eb: PapersEb) => Expression<SqlBool>;
}

export interface PaperPage {
  orderBy: "paper_sequence" | "paper_title";
  orderType: "asc" | "desc";
  perPage: number;
  page: number;
  /**
   * sort by the average of this score field over submitted reviews instead; papers whose
   * reviews the caller may not read (hiddenScoreIds: written by them, or conflicted) sort as
   * unscored, so their order tells nothing. Unscored papers come last in both directions.
   */
  scoreKey?: string;
  hiddenScoreIds?: readonly number[];
}

export type PapersEb = ExpressionBuilder<Database, "papers">;

// Separates the fields inside papers.search_text (migration 0012): char(31), the unit separator.
const SEARCH_TEXT_SEPARATOR = "\u001f";

/** The search as typed, minus the separator, so no search can match across two fields. */
export function searchInput(typed: string): string {
  return typed.replaceAll(SEARCH_TEXT_SEPARATOR, "");
}

// Title, keywords and every author's "first last", lower-cased in one column (kept by triggers),
// so a search is one LIKE per paper; or the paper's number when the text is one ("12", "#12").
interface SearchValues {
  /** the LIKE pattern of the lower-cased text */
  pattern: string;
  /** the paper number the text is, if it is one */
  number?: number;
}

function searchValues(search: string): SearchValues {
  const text = search.toLowerCase();
  const digits = /^#?(\d{1,9})$/.exec(text);
  return { pattern: `%${escapeLike(text)}%`, ...(digits ? { number: Number(digits[1]) } : {}) };
}

function searchCondition(eb: PapersEb, search: SearchValues) {
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`${sql.ref("papers.search_text")} like ${search.pattern} escape '\\'`,
  ];
  if (search.number !== undefined) conditions.push(eb("papers.paper_sequence", "=", search.number));
  return eb.or(conditions);
}

/**
 * The filter's papers. Every value goes into the statement as it is (the search's as
 * searchValues made them), so a prepared statement can build it with stand-ins
 * (preparedPageStatements).
 */
function filtered(db: Kysely<Database>, f: PaperFilter, search = f.search ? searchValues(f.search) : undefined) {
  let q = db.selectFrom("papers").where("papers.conf_id", "=", f.confId);
  if (f.trackId !== undefined) q = q.where("papers.track_id", "=", f.trackId);
  if (f.trackIds !== undefined)
    q = f.trackIds.length ? q.where("papers.track_id", "in", f.trackIds) : q.where(sql<boolean>`1 = 0`);
  if (f.authorUserId !== undefined) {
    const userId = f.authorUserId;
    q = q.where((eb) => authoredBy(eb, userId));
  }
  if (f.reviewerUserId !== undefined) {
    const userId = f.reviewerUserId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("paper_reviewers as rr")
          .select(sql.lit(1).as("one"))
          .whereRef("rr.paper_id", "=", "papers.id")
          .where("rr.user_id", "=", userId),
      ),
    );
  }
  if (f.where) q = q.where(f.where);
  if (f.status !== undefined) q = q.where("papers.status", "=", f.status);
  if (f.excludeIds?.length) q = q.where("papers.id", "not in", f.excludeIds);
  if (f.missingFile) {
    q = q.where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("paper_files as mf").select(sql.lit(1).as("one")).whereRef("mf.paper_id", "=", "papers.id"),
        ),
      ),
    );
  }
  if (search) q = q.where((eb) => searchCondition(eb, search));
  if (f.topicId !== undefined) {
    const topicId = f.topicId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom("paper_topics as ft")
          .select(sql.lit(1).as("one"))
          .whereRef("ft.paper_id", "=", "papers.id")
          .where("ft.topic_id", "=", topicId),
      ),
    );
  }
  if (f.cameraReady) {
    const uploaded = f.cameraReady === "uploaded";
    q = q.where("papers.status", "=", PAPER_STATUS.ACCEPTED).where((eb) => {
      const final = eb.exists(
        eb
          .selectFrom("camera_ready_versions as fv")
          .select(sql.lit(1).as("one"))
          .whereRef("fv.paper_id", "=", "papers.id"),
      );
      return uploaded ? final : eb.not(final);
    });
  }
  if (f.field) {
    const answer = fieldAnswer(db, f.field.key);
    const wanted = JSON.stringify(f.field.value);
    const same = isPostgres(db as Kysely<unknown>)
      ? sql<SqlBool>`${answer} = ${wanted}::jsonb`
      : sql<SqlBool>`${answer} = json(${wanted})`;
    // an unticked checkbox may be stored as false or not at all
    q = q.where(f.field.value === false ? sql<SqlBool>`(${answer} is null or ${same})` : same);
  }
  return q;
}

/** The JSON value of one extra-field answer in papers.submission_fields (null when absent). */
export function fieldAnswer(db: Kysely<Database>, key: string): RawBuilder<unknown> {
  const column = sql.ref("papers.submission_fields");
  if (isPostgres(db as Kysely<unknown>)) return sql`(${column}::jsonb -> ${key}::text)`;
  return sql`(case when json_valid(${column}) then ${column} -> ${`$.${key}`} end)`;
}

/**
 * The average of one score field over a paper's submitted reviews (the ones with reviewed_at; a
 * draft lives in draft_answers and never counts). A review of before forms has no answers: its
 * score is in the spec's column of the same name.
 */
function scoreAverage(db: Kysely<Database>, key: string): RawBuilder<number | null> {
  return scoreAggregate(db, key, "avg");
}

/** The average, or the spread (highest minus lowest), of one score field over submitted reviews. */
export function scoreAggregate(db: Kysely<Database>, key: string, kind: "avg" | "spread"): RawBuilder<number | null> {
  const answers = sql.ref("sr.answers");
  const legacy = key === "reviewer_evaluation" || key === "reviewer_confidence" ? sql.ref(`sr.${key}`) : sql`null`;
  const value = isPostgres(db as Kysely<unknown>)
    ? sql`case when jsonb_typeof(${answers}::jsonb -> ${key}::text) = 'number' then (${answers}::jsonb ->> ${key}::text)::numeric end`
    : sql`case when json_valid(${answers}) and json_type(${answers}, ${`$.${key}`}) in ('integer', 'real') then json_extract(${answers}, ${`$.${key}`}) end`;
  const score = sql`case when ${answers} is null then ${legacy} else ${value} end`;
  const aggregate = kind === "avg" ? sql`avg(${score})` : sql`max(${score}) - min(${score})`;
  return sql<
    number | null
  >`(select ${aggregate} from paper_reviewers sr where sr.paper_id = papers.id and sr.reviewed_at is not null)`;
}

/** The ids of the papers of these tracks (the reach of a track chair's list, for its conflicts). */
export async function paperIdsOfTracks(db: Kysely<Database>, trackIds: readonly number[]): Promise<number[]> {
  if (trackIds.length === 0) return [];
  const rows = await db.selectFrom("papers").select("id").where("track_id", "in", trackIds).execute();
  return rows.map((r) => r.id);
}

/**
 * The papers of the filter whose reviews the caller may not read although they list them: the ones
 * they wrote (isPaperAuthor's SQL mirror) and those of `conflicted` (the caller's conflicts, found
 * by the access layer) the filter reaches. Only those rows are read, never the whole list.
 */
export async function unreadableScoreIds(
  db: Kysely<Database>,
  f: PaperFilter,
  userId: number,
  conflicted: readonly number[],
): Promise<number[]> {
  const [own, reached] = await Promise.all([
    filtered(db, f)
      .select("papers.id")
      .where((eb) => authoredBy(eb, userId))
      .execute(),
    inChunks(conflicted, (ids) => filtered(db, f).select("papers.id").where("papers.id", "in", ids).execute()),
  ]);
  return [...new Set([...own, ...reached].map((r) => r.id))];
}

function scoreSortKey(db: Kysely<Database>, key: string, hidden: readonly number[]) {
  const average = scoreAverage(db, key);
  if (hidden.length === 0) return average;
  return sql`case when ${sql.ref("papers.id")} in (${sql.join(hidden.map((id) => sql.lit(id)))}) then null else ${average} end`;
}

type Ordered = <O>(q: SelectQueryBuilder<Database, "papers", O>) => SelectQueryBuilder<Database, "papers", O>;

/** The page's order, limit and offset (numbers, or a prepared statement's stand-ins for them). */
function pageOrder(sortKey: Expression<unknown>, p: PaperPage, limit: number, offset: number): Ordered {
  return (q) =>
    q
      .$if(p.scoreKey !== undefined, (q) => q.orderBy(sql`case when ${sortKey} is null then 1 else 0 end`, "asc"))
      .orderBy(sortKey, p.orderType)
      .orderBy("papers.paper_sequence", p.orderType)
      .limit(limit)
      .offset(offset);
}

/** A page's ids with the number of matches, or (on SQLite) its ids alone. */
function pageStatement(db: Kysely<Database>, base: ReturnType<typeof filtered>, searched: boolean, ordered: Ordered) {
  if (!isPostgres(db as Kysely<unknown>)) return ordered(base.select(["papers.id", sql<null>`null`.as("total")]));
  // On PostgreSQL one statement, since each round trip counts. A search reads every match for its
  // LIKE whichever way it runs (the trigram index of migration 0138 finds them, or a scan), so
  // count(*) over () counts the matches in the same pass (cheaper even when most papers match).
  // Without a search the page walks the sort index and stops, so the count runs beside it as a
  // subquery, evaluated once.
  return searched
    ? ordered(base.select((eb) => ["papers.id", eb.fn.countAll<number>().over().as("total")]))
    : ordered(base.select(["papers.id", countOf(base).as("total")]));
}

const countOf = (base: ReturnType<typeof filtered>) => base.select((eb) => eb.fn.countAll<number>().as("total"));

/**
 * The tags a page's statement reads with its rows, for this caller: the tags feature's rows of the
 * papers `onThePage` admits, ordered by paper first (pageRepository's perPaper groups them).
 */
export interface PageTags {
  rows: (
    db: Kysely<Database>,
    userId: number,
    onThePage: (column: string) => Expression<SqlBool>,
  ) => Expression<{ paper_id: number }>;
  userId: number;
}

interface PageStatements {
  page(db: Kysely<Database>): Promise<{ id: number; total: number | string | null }[]>;
  count(db: Kysely<Database>): Promise<{ total: number | string }[]>;
}

/**
 * One page of paper ids, in the page's order, the number of papers matching the filter and the
 * page's rows and facts (pageRepository): on PostgreSQL, for the filters of prepared shapes, read
 * with the ids in one statement (each round trip costs the API process more than the read);
 * otherwise `facts` is left to pageFacts.
 */
export async function findPage(
  db: Kysely<Database>,
  f: PaperFilter,
  p: PaperPage,
  tags?: PageTags,
): Promise<{ ids: number[]; total: number; facts?: PageFacts; tags?: Map<number, string | null> }> {
  const prepared = preparedPageStatements(f, p, tags);
  const statements = prepared ?? builtPageStatements(db, f, p);
  const counted = async () => Number((await statements.count(db))[0]!.total);
  if (!isPostgres(db as Kysely<unknown>)) {
    // Two statements: the page walks the sort index and stops after perPage rows, while counting
    // in the same statement (count(*) over ()) makes it read and sort every match.
    const [total, rows] = await Promise.all([counted(), statements.page(db)]);
    return { ids: rows.map((r) => r.id), total };
  }
  if (prepared) {
    const rows = await prepared.withFacts(db);
    // A page past the last match has no row to carry the count; only then is it counted apart.
    if (rows.length === 0) return { ids: [], total: p.page > 1 ? await counted() : 0 };
    const total = Number(rows[0]!.page_total);
    const ids = rows.map((r) => r.id);
    const byId = [...rows].sort((a, b) => a.id - b.id);
    return {
      ids,
      total,
      facts: await factsOfRows(db, byId),
      ...(tags ? { tags: new Map(rows.map((r) => [r.id, r.tags ?? null])) } : {}),
    };
  }
  const rows = await statements.page(db);
  const total = rows.length > 0 ? Number(rows[0]!.total) : p.page > 1 ? await counted() : 0;
  return { ids: rows.map((r) => r.id), total };
}

/** A page's statements built for this call: the search language, a score sort, a per-caller list. */
function builtPageStatements(db: Kysely<Database>, f: PaperFilter, p: PaperPage): PageStatements {
  const base = filtered(db, f);
  const sortKey = p.scoreKey ? scoreSortKey(db, p.scoreKey, p.hiddenScoreIds ?? []) : titleOrSequence(p);
  const ordered = pageOrder(sortKey, p, p.perPage, (p.page - 1) * p.perPage);
  return {
    page: (db) => pageStatement(db, base, f.search !== undefined, ordered).execute(),
    count: () => countOf(base).execute(),
  };
}

const titleOrSequence = (p: Pick<PaperPage, "orderBy">) =>
  p.orderBy === "paper_title" ? sql`lower(${sql.ref("papers.paper_title")})` : sql.ref("papers.paper_sequence");

// Prepared page statements. Building and compiling a page's statements with Kysely cost about a
// twentieth of a list page's CPU; the filters of the lists people open recur (a conference or track,
// a status, a topic, a typed search, an order), so each such shape is compiled once
// (db/prepared.ts) and its SQL text runs as a named statement on PostgreSQL, parsed and planned
// once per connection. The search language's conditions, a score sort's hidden papers, a track
// chair's track and conflict lists and a field filter make texts of their own: those are built per
// call (builtPageStatements).

/** The filter's values a prepared page statement takes as parameters, in this order (then the search's). */
const FILTER_VALUES = ["confId", "trackId", "authorUserId", "reviewerUserId", "status", "topicId"] as const;
/** Shapes kept at most: a bound on memory, far above the shapes a conference's lists make. */
const MAX_SHAPES = 256;
const preparedShapes = new Map<string, { page: PreparedPage; count: PreparedCount; withFacts: PreparedWithFacts }>();
type PreparedPage = (
  db: Kysely<Database>,
  ...values: (number | string)[]
) => Promise<{ id: number; total: number | string | null }[]>;
type PreparedCount = (db: Kysely<Database>, ...values: (number | string)[]) => Promise<{ total: number | string }[]>;
type PageFactRow = InferResult<ReturnType<typeof selectPageFactRows>>[number];
type PreparedWithFacts = (
  db: Kysely<Database>,
  ...values: (number | string)[]
) => Promise<(PageFactRow & { page_total: number | string; tags?: string | null })[]>;

function preparedPageStatements(
  f: PaperFilter,
  p: PaperPage,
  tags?: PageTags,
): (PageStatements & { withFacts(db: Kysely<Database>): ReturnType<PreparedWithFacts> }) | null {
  if (f.where || p.scoreKey !== undefined || f.trackIds || f.excludeIds?.length || f.field) return null;
  const present = FILTER_VALUES.filter((k) => f[k] !== undefined);
  const search = f.search ? searchValues(f.search) : undefined;
  const values: (number | string)[] = present.map((k) => f[k]!);
  if (search) values.push(search.pattern, ...(search.number !== undefined ? [search.number] : []));
  const { missingFile, cameraReady } = f;
  const numbered = search?.number !== undefined;
  const key = [
    present.join(","),
    search ? (numbered ? "search+number" : "search") : "",
    missingFile ? "missing file" : "",
    cameraReady ?? "",
    p.orderBy,
    p.orderType,
    tags ? "tags" : "",
  ].join("|");
  let shape = preparedShapes.get(key);
  if (!shape) {
    if (preparedShapes.size >= MAX_SHAPES) return null;
    // the filter and search of this shape with the statement's stand-ins as their values
    const standIns = (db: Kysely<Database>, vs: readonly (number | string)[]) => {
      const sf: PaperFilter = {
        confId: 0,
        ...(missingFile ? { missingFile } : {}),
        ...(cameraReady ? { cameraReady } : {}),
      };
      present.forEach((k, i) => Object.assign(sf, { [k]: vs[i] }));
      const at = present.length;
      const ss = search && { pattern: vs[at] as string, ...(numbered ? { number: vs[at + 1] as number } : {}) };
      return filtered(db, sf, ss);
    };
    shape = {
      page: preparedQuery((db: Kysely<Database>, ...vs: (number | string)[]) => {
        const [limit, offset] = vs.slice(-2) as [number, number];
        return pageStatement(
          db,
          standIns(db, vs.slice(0, -2)),
          search !== undefined,
          pageOrder(titleOrSequence(p), p, limit, offset),
        );
      }),
      count: preparedQuery((db: Kysely<Database>, ...vs: (number | string)[]) => countOf(standIns(db, vs))),
      // PostgreSQL: the page's ids (with the count) as the statement's "page", its rows and facts
      // selected from it in the page's order. The ids are taken as an array (`= any(array(…))`): a
      // generic plan cannot know the page's length and guesses a tenth of the conference, and with
      // `in (select …)` it then hashed the page and scanned every paper and author; an array's items
      // are looked up in the indexes whatever the guess.
      // The caller's id comes after the filter's values when the page reads its tags.
      withFacts: preparedQuery((db: Kysely<Database>, ...vs: (number | string)[]) => {
        const [limit, offset] = vs.slice(-2) as [number, number];
        const tagReader = tags ? vs.at(-3)! : undefined;
        const sortKey = titleOrSequence(p);
        const page = pageStatement(
          db,
          standIns(db, vs.slice(0, tags ? -3 : -2)),
          search !== undefined,
          pageOrder(sortKey, p, limit, offset),
        );
        const onThePage = (column: string) => sql<SqlBool>`${sql.ref(column)} = any(array(select id from page))`;
        const rows = selectPageFactRows(db, onThePage)
          .select(sql<number | string>`(select total from page limit 1)`.as("page_total"))
          .$if(tags !== undefined, (q) =>
            q
              .leftJoin(
                perPaper(tags!.rows(db, tagReader as number, onThePage), "page_tags"),
                "page_tags.paper_id",
                "papers.id",
              )
              .select("page_tags.facts as tags"),
          )
          .orderBy(sortKey, p.orderType)
          .orderBy("papers.paper_sequence", p.orderType);
        const statement = sql<PageFactRow & { page_total: number | string }>`with page as ${page} ${rows}`;
        return { compile: () => statement.compile(db) };
      }),
    };
    preparedShapes.set(key, shape);
  }
  const prepared = shape;
  return {
    page: (db) => prepared.page(db, ...values, p.perPage, (p.page - 1) * p.perPage),
    count: (db) => prepared.count(db, ...values),
    withFacts: (db) =>
      prepared.withFacts(db, ...values, ...(tags ? [tags.userId] : []), p.perPage, (p.page - 1) * p.perPage),
  };
}
