// The paper list query of GET /paper/all: filters, search and sort, run in two steps so the sort
// touches narrow rows only (ids and sort keys) and the wide columns are read for one page.
import {
  type Expression,
  type ExpressionBuilder,
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
import { nameStatement } from "../../db/pgNamedStatements.js";

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
function searchCondition(eb: PapersEb, text: string) {
  const conditions: Expression<SqlBool>[] = [
    sql<SqlBool>`${sql.ref("papers.search_text")} like ${`%${escapeLike(text)}%`} escape '\\'`,
  ];
  const digits = /^#?(\d{1,9})$/.exec(text);
  if (digits) conditions.push(eb("papers.paper_sequence", "=", Number(digits[1])));
  return eb.or(conditions);
}

function filtered(db: Kysely<Database>, f: PaperFilter) {
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
  if (f.search) {
    const text = f.search.toLowerCase();
    q = q.where((eb) => searchCondition(eb, text));
  }
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

/**
 * Whether the page's SQL text is one of few that recur (its values all parameters, no list whose
 * length follows the caller): then PostgreSQL parses and plans it once per connection, as a named
 * statement (db/pgNamedStatements.ts), instead of on every page (about as long as running it).
 * The search language's conditions, a score sort's hidden papers and a track chair's track and
 * conflict lists make texts of their own, so those stay unnamed.
 */
function recurringShape(f: PaperFilter, p: PaperPage): boolean {
  return f.where === undefined && p.scoreKey === undefined && f.trackIds === undefined && !f.excludeIds?.length;
}

/**
 * One page of paper ids, in the page's order, and the number of papers matching the filter (the
 * page's rows and facts are read by pageRepository, in one statement on PostgreSQL).
 */
export async function findPageIds(
  db: Kysely<Database>,
  f: PaperFilter,
  p: PaperPage,
): Promise<{ ids: number[]; total: number }> {
  const base = filtered(db, f);
  const sortKey = p.scoreKey
    ? scoreSortKey(db, p.scoreKey, p.hiddenScoreIds ?? [])
    : p.orderBy === "paper_title"
      ? sql`lower(${sql.ref("papers.paper_title")})`
      : sql.ref("papers.paper_sequence");
  const ordered = <O>(q: SelectQueryBuilder<Database, "papers", O>) =>
    q
      .$if(p.scoreKey !== undefined, (q) => q.orderBy(sql`case when ${sortKey} is null then 1 else 0 end`, "asc"))
      .orderBy(sortKey, p.orderType)
      .orderBy("papers.paper_sequence", p.orderType)
      .limit(p.perPage)
      .offset((p.page - 1) * p.perPage);
  const count = () => base.select((eb) => eb.fn.countAll<number>().as("total"));
  if (!isPostgres(db as Kysely<unknown>)) {
    // Two statements: the page walks the sort index and stops after perPage rows, while counting
    // in the same statement (count(*) over ()) makes it read and sort every match.
    const [countRow, rows] = await Promise.all([
      count().executeTakeFirstOrThrow(),
      ordered(base.select("papers.id")).execute(),
    ]);
    return { ids: rows.map((r) => r.id), total: Number(countRow.total) };
  }
  // On PostgreSQL one statement, since each round trip counts. A search reads every match for its
  // LIKE whichever way it runs (the trigram index of migration 0138 finds them, or a scan), so
  // count(*) over () counts the matches in the same pass (cheaper even when most papers match).
  // Without a search the page walks the sort index and stops, so the count runs beside it as a
  // subquery, evaluated once.
  const page = f.search
    ? ordered(base.select((eb) => ["papers.id", eb.fn.countAll<number>().over().as("total")])).compile()
    : ordered(base.select(["papers.id", count().as("total")])).compile();
  if (recurringShape(f, p)) nameStatement(page.sql, true);
  const rows = (await db.executeQuery(page)).rows;
  // A page past the last match has no row to carry the count; only then is it counted apart.
  const total =
    rows.length > 0 ? Number(rows[0]!.total) : p.page > 1 ? Number((await count().executeTakeFirstOrThrow()).total) : 0;
  return { ids: rows.map((r) => r.id), total };
}
