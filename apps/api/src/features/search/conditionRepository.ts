// The SQL conditions of the search language (kept with the queries, as repositories keep filters).
// Compiles a parsed search to one SQL condition on `papers`, for the caller's scope. Terms whose
// data the caller may not read answer "nothing" with an entry in errors (never an oracle): `au:`
// where the authors are hidden, the review terms on a reviewer's list. Review-derived terms and
// tags never match a paper in hiddenIds (the caller's own and conflicted papers), so the answer
// for those papers tells nothing. Every term is two-valued (never NULL), so NOT x is exactly the
// papers x does not match.
import {
  DECIDED_STATUSES,
  type NumberTest,
  SEARCH_STATUS_CODES,
  type SearchError,
  type SearchNode,
  type SearchTerm,
  type SubmissionField,
} from "@symposia/domain";
import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { Database } from "../../db/schema.js";
import { escapeLike } from "../../db/search.js";
import { fieldAnswer, scoreAggregate } from "../papers/index.js";
import { isPostgres } from "../../db/migrations/helpers.js";

export interface CompileContext {
  db: Kysely<Database>;
  userId: number;
  /** the chairs' list (every term) rather than a reviewer's own papers */
  chairScope: boolean;
  knowsAuthors: boolean;
  /** the caller sees ~~ tags on every paper (SUPERCHAIR, ADMIN, OC) or on these tracks' papers */
  chairTagsEverywhere: boolean;
  chairTrackIds: readonly number[];
  hiddenIds: readonly number[];
  scoreKeys: readonly string[];
  fields: readonly SubmissionField[];
  /** the soft review deadline as ISO text, or null */
  reviewDeadline: string | null;
  /** papers each conflict: name matches (found before compiling: the conflict rules run in TypeScript) */
  conflictIds: ReadonlyMap<string, readonly number[]>;
}

type Condition = RawBuilder<SqlBool>;
const TRUE: Condition = sql<SqlBool>`1 = 1`;
const FALSE: Condition = sql<SqlBool>`1 = 0`;
const CHAIRS_ONLY = new Set<SearchTerm["type"]>([
  "re",
  "re-count",
  "re-late",
  "re-missing",
  "score",
  "spread",
  "lead",
  "conflict",
  "has",
  "field",
]);

type Contains = (column: Expression<unknown> | RawBuilder<unknown>, text: string) => Condition;
/**
 * Case-insensitive "contains". SQLite's LIKE already ignores ASCII case, and its lower() folds
 * ASCII only, so there lower() answers the same and only copied every abstract, per paper and per
 * query; PostgreSQL's LIKE is case-sensitive, so it keeps lower().
 */
const containsOn =
  (postgres: boolean): Contains =>
  (column, text) =>
    postgres
      ? sql<SqlBool>`lower(${column}) like ${`%${escapeLike(text)}%`} escape '\\'`
      : sql<SqlBool>`${column} like ${`%${escapeLike(text)}%`} escape '\\'`;
/** A condition that is true or false, never NULL (a NULL would fall out of both x and NOT x). */
const definite = (c: Expression<SqlBool> | RawBuilder<SqlBool>): Condition =>
  sql<SqlBool>`(case when ${c} then 1 else 0 end = 1)`;
const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql.lit(id)));
/** A user's "first last" or email contains the text (alias: the users table's alias in the query). */
const person = (contains: Contains, alias: string, text: string): Condition =>
  sql<SqlBool>`(${contains(sql`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`, text)}
    or ${contains(sql.ref(`${alias}.email`), text)})`;
const inIds = (ids: readonly number[]): Condition => (ids.length ? sql<SqlBool>`papers.id in (${idList(ids)})` : FALSE);

/**
 * The papers with a row in `from` (whose paper id column is `paperId`) meeting `where`, read once
 * per statement (papers.id in a subquery): a correlated exists ran once per paper, and matching
 * the authors of 20,000 papers one paper at a time took about four times the CPU on SQLite and
 * several times as long on PostgreSQL. Two-valued: paper ids are never null.
 */
const papersWith = (from: RawBuilder<unknown>, paperId: string, where: RawBuilder<SqlBool>): Condition =>
  sql<SqlBool>`papers.id in (select ${sql.ref(paperId)} from ${from} where ${where})`;

function compare(value: RawBuilder<unknown>, t: NumberTest): Condition {
  return definite(sql<SqlBool>`${value} ${sql.raw(t.op === "!=" ? "<>" : t.op)} ${t.value}`);
}

const OPERATORS: Record<NumberTest["op"], (a: number, b: number) => boolean> = {
  "<": (a, b) => a < b,
  "<=": (a, b) => a <= b,
  ">": (a, b) => a > b,
  ">=": (a, b) => a >= b,
  "=": (a, b) => a === b,
  "!=": (a, b) => a !== b,
};

/**
 * The papers whose number of reviewers (assignment rows, submitted or not) passes the test.
 * Per paper (one index read each) when another term narrows the papers first, or on SQLite, where
 * that read is cheaper than grouping every review even for all 21,575 papers. Otherwise
 * (PostgreSQL, nothing narrower) set-wise: one grouped aggregate over paper_reviewers per statement.
 * A paper without reviewers has no group: when 0 passes the test, the answer is every paper but
 * those whose count fails it. Two-valued: paper ids are never null.
 */
function reviewerCount(t: NumberTest, perPaper: boolean): Condition {
  if (perPaper) return compare(sql`(select count(*) from paper_reviewers rc where rc.paper_id = papers.id)`, t);
  const op = sql.raw(t.op === "!=" ? "<>" : t.op);
  const grouped = (having: RawBuilder<SqlBool>) =>
    sql`(select rc.paper_id from paper_reviewers rc group by rc.paper_id having ${having})`;
  return OPERATORS[t.op](0, t.value)
    ? sql<SqlBool>`papers.id not in ${grouped(sql<SqlBool>`not (count(*) ${op} ${t.value})`)}`
    : sql<SqlBool>`papers.id in ${grouped(sql<SqlBool>`count(*) ${op} ${t.value}`)}`;
}

/**
 * Terms that leave few papers for the others to judge: each is read as a set of paper ids (an
 * index or one subquery per statement), and the database judges the per-paper terms ANDed with
 * them only on the papers they found.
 */
const NARROWING = new Set<SearchTerm["type"]>(["text", "number", "tag", "topic", "re", "lead", "conflict"]);
const narrows = (node: SearchNode) => node.kind === "term" && NARROWING.has(node.term.type);

export class SearchCompiler {
  readonly errors: SearchError[] = [];
  private readonly contains: Contains;
  private readonly postgres: boolean;
  /** the node being compiled is ANDed with a narrowing term (see NARROWING) */
  private narrowed = false;
  constructor(private readonly c: CompileContext) {
    this.postgres = isPostgres(c.db as Kysely<unknown>);
    this.contains = containsOn(this.postgres);
  }

  compile(node: SearchNode): Condition {
    switch (node.kind) {
      case "all":
        return TRUE;
      case "nothing":
        return FALSE;
      case "not":
        return sql<SqlBool>`not (${this.compile(node.child)})`;
      case "and": {
        const outer = this.narrowed;
        this.narrowed = outer || node.children.some(narrows);
        const children = node.children.map((n) => this.compile(n));
        this.narrowed = outer;
        return sql<SqlBool>`(${sql.join(children, sql` and `)})`;
      }
      case "or":
        return sql<SqlBool>`(${sql.join(
          node.children.map((n) => this.compile(n)),
          sql` or `,
        )})`;
      case "term":
        return this.term(node.term, node.span);
    }
  }

  private refuse(span: { start: number; end: number }, term: string, message: string): Condition {
    this.errors.push({ position: span.start, length: span.end - span.start, term, message });
    return FALSE;
  }

  /** Not on the papers whose reviews and tags the caller may not read. */
  private readable(c: Condition): Condition {
    return this.c.hiddenIds.length ? sql<SqlBool>`(papers.id not in (${idList(this.c.hiddenIds)}) and ${c})` : c;
  }

  private term(t: SearchTerm, span: { start: number; end: number }): Condition {
    const typed = `${t.type}`;
    if (!this.c.chairScope && CHAIRS_ONLY.has(t.type)) {
      return this.refuse(span, typed, "This term searches the chairs' paper lists only; it matches nothing here.");
    }
    switch (t.type) {
      case "text":
        return this.text(t.field, t.text, span);
      case "number":
        return sql<SqlBool>`papers.paper_sequence = ${t.sequence}`;
      case "tag":
        return this.readable(this.tag(t.name, t.test));
      case "topic":
        return papersWith(
          sql`paper_topics pt join conference_topics ct on ct.id = pt.topic_id`,
          "pt.paper_id",
          this.contains(sql.ref("ct.name"), t.text),
        );
      case "track":
        return sql<SqlBool>`exists (select 1 from tracks tt where tt.id = papers.track_id and ${this.contains(sql.ref("tt.track_name"), t.text)})`;
      case "status":
        return sql<SqlBool>`papers.status in (${idList(SEARCH_STATUS_CODES[t.status])})`;
      case "dec":
        return definite(sql<SqlBool>`papers.status in (${idList(DECIDED_STATUSES)})
          and ${this.contains(sql.ref("papers.decision"), t.text)}`);
      case "re":
        return this.readable(
          papersWith(
            sql`paper_reviewers rv join users ru on ru.id = rv.user_id`,
            "rv.paper_id",
            person(this.contains, "ru", t.who),
          ),
        );
      case "re-count":
        return this.readable(reviewerCount(t.test, this.narrowed || !this.postgres));
      case "re-missing":
        // per paper when narrowed (a few index reads), else one subquery per statement
        return this.readable(
          this.narrowed
            ? sql<SqlBool>`exists (select 1 from paper_reviewers rm where rm.paper_id = papers.id and rm.reviewed_at is null)`
            : papersWith(sql`paper_reviewers rm`, "rm.paper_id", sql<SqlBool>`rm.reviewed_at is null`),
        );
      case "re-late":
        return this.readable(this.late());
      case "score":
      case "spread":
        return this.score(t.type, t.type === "score" ? t.field : (t.field ?? "evaluation"), t.test, span);
      case "lead":
        return this.readable(
          papersWith(
            sql`paper_meta_reviews ml join users lu on lu.id = ml.lead_user_id`,
            "ml.paper_id",
            person(this.contains, "lu", t.who),
          ),
        );
      case "conflict":
        return this.readable(inIds(this.c.conflictIds.get(t.who) ?? []));
      case "has":
        if (t.what === "file") return sql<SqlBool>`exists (select 1 from paper_files hp where hp.paper_id = papers.id)`;
        if (t.what === "final")
          return sql<SqlBool>`exists (select 1 from camera_ready_versions hf where hf.paper_id = papers.id)`;
        if (t.what === "response")
          return this.readable(sql<SqlBool>`exists (select 1 from paper_responses hr where hr.paper_id = papers.id)`);
        return this.readable(
          sql<SqlBool>`exists (select 1 from paper_meta_reviews hm where hm.paper_id = papers.id and hm.submitted_at is not null)`,
        );
      case "field":
        return this.field(t.name, t.value, span);
    }
  }

  /** An author row of `pa` whose name, email or affiliation contains the text (NULL, as false, for no affiliation). */
  private author(text: string): Condition {
    const name = this.contains(sql`pa.first_name || ' ' || pa.last_name`, text);
    return sql<SqlBool>`${name} or ${this.contains(sql.ref("pa.email"), text)} or ${this.contains(sql.ref("pa.affiliation"), text)}`;
  }

  private authors(text: string): Condition {
    return papersWith(sql`paper_authors pa`, "pa.paper_id", this.author(text));
  }

  /**
   * PostgreSQL: the papers whose fields contain the text, one statement part per column, each
   * served by its trigram index (0137). One OR over the columns read every abstract instead: the
   * planner, not knowing what lower() of a long text costs, chose to scan the table.
   */
  private indexedText(field: "any" | "ti" | "ab" | "kw", text: string): Condition {
    const columns = {
      ti: ["paper_title"],
      ab: ["abstract"],
      kw: ["keywords"],
      any: ["paper_title", "abstract", "keywords"],
    };
    const parts = columns[field].map(
      (column) => sql`select tp.id from papers tp where ${this.contains(sql.ref(`tp.${column}`), text)}`,
    );
    if (field === "any" && this.c.knowsAuthors)
      parts.push(sql`select pa.paper_id from paper_authors pa where ${this.author(text)}`);
    return sql<SqlBool>`papers.id in (${sql.join(parts, sql` union all `)})`;
  }

  private text(
    field: "any" | "ti" | "ab" | "kw" | "au",
    text: string,
    span: { start: number; end: number },
  ): Condition {
    if (field === "au") {
      if (!this.c.knowsAuthors)
        return this.refuse(span, "au:", "au: matches nothing here: the authors are hidden from you.");
      return this.authors(text);
    }
    if (this.postgres) {
      const found = this.indexedText(field, text);
      return field === "any" && /^\d{1,9}$/.test(text)
        ? sql<SqlBool>`(${found} or papers.paper_sequence = ${Number(text)})`
        : found;
    }
    const title = this.contains(sql.ref("papers.paper_title"), text);
    const abstract = definite(this.contains(sql.ref("papers.abstract"), text));
    const keywords = definite(this.contains(sql.ref("papers.keywords"), text));
    if (field === "ti") return title;
    if (field === "ab") return abstract;
    if (field === "kw") return keywords;
    const any = [title, abstract, keywords];
    if (this.c.knowsAuthors) any.push(this.authors(text));
    if (/^\d{1,9}$/.test(text)) any.push(sql<SqlBool>`papers.paper_sequence = ${Number(text)}`);
    return sql<SqlBool>`(${sql.join(any, sql` or `)})`;
  }

  private tag(typed: string, test: NumberTest | undefined): Condition {
    const name = typed.toLowerCase();
    const visible = name.startsWith("~~")
      ? this.c.chairTagsEverywhere
        ? TRUE
        : this.c.chairTrackIds.length
          ? sql<SqlBool>`papers.track_id in (${idList(this.c.chairTrackIds)})`
          : FALSE
      : name.startsWith("~")
        ? sql<SqlBool>`tg.owner_key = ${this.c.userId}`
        : TRUE;
    const value = test
      ? sql<SqlBool>` and tg.value is not null and tg.value ${sql.raw(test.op === "!=" ? "<>" : test.op)} ${test.value}`
      : sql``;
    return sql<SqlBool>`exists (select 1 from paper_tags tg where tg.paper_id = papers.id and tg.name = ${name} and ${visible}${value})`;
  }

  /**
   * Papers with a review missing after the deadline passed, or first submitted at or after it (its
   * earliest version, else its submission). Per paper when narrowed; otherwise set-wise: the first
   * versions grouped once per statement and joined to the reviews (the same answer).
   */
  private late(): Condition {
    const deadline = this.c.reviewDeadline;
    if (deadline === null) return FALSE;
    const passed = new Date().toISOString() >= deadline ? TRUE : FALSE;
    if (this.narrowed) {
      const first = sql`coalesce((select min(v.submitted_at) from review_versions v where v.paper_reviewer_id = rl.id), rl.reviewed_at)`;
      return sql<SqlBool>`exists (select 1 from paper_reviewers rl where rl.paper_id = papers.id
        and ((rl.reviewed_at is null and ${passed}) or ${first} >= ${deadline}))`;
    }
    const reviews = sql`paper_reviewers rl left join (select v.paper_reviewer_id, min(v.submitted_at) as first_at
      from review_versions v group by v.paper_reviewer_id) fv on fv.paper_reviewer_id = rl.id`;
    return papersWith(
      reviews,
      "rl.paper_id",
      sql<SqlBool>`((rl.reviewed_at is null and ${passed}) or coalesce(fv.first_at, rl.reviewed_at) >= ${deadline})`,
    );
  }

  private score(
    kind: "score" | "spread",
    field: string,
    test: NumberTest,
    span: { start: number; end: number },
  ): Condition {
    const key = [field, `reviewer_${field}`].find((k) => this.c.scoreKeys.includes(k));
    if (!key) return this.refuse(span, `${kind}:${field}`, `The review form has no score field ${field}.`);
    return this.readable(compare(scoreAggregate(this.c.db, key, kind === "score" ? "avg" : "spread"), test));
  }

  private field(name: string, value: string, span: { start: number; end: number }): Condition {
    const def = this.c.fields.find((f) => f.key === name || f.label?.toLowerCase() === name.toLowerCase());
    if (!def) return this.refuse(span, `field:${name}`, `This conference has no submission field ${name}.`);
    const answer = fieldAnswer(this.c.db, def.key);
    if (def.type === "checkbox") {
      const wanted = value.toLowerCase();
      if (wanted !== "true" && wanted !== "false")
        return this.refuse(span, `field:${name}`, "A checkbox field is searched with true or false.");
      const same = this.jsonEquals(answer, wanted === "true");
      return wanted === "false" ? definite(sql<SqlBool>`(${answer} is null or ${same})`) : definite(same);
    }
    return definite(this.jsonEquals(answer, value));
  }

  private jsonEquals(answer: RawBuilder<unknown>, value: string | boolean): Condition {
    const wanted = JSON.stringify(value);
    return isPostgres(this.c.db as Kysely<unknown>)
      ? sql<SqlBool>`${answer} = ${wanted}::jsonb`
      : sql<SqlBool>`${answer} = json(${wanted})`;
  }
}
