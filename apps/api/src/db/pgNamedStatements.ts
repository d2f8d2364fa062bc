// Named (server-side prepared) statements on PostgreSQL for the SQL texts `preparedQuery` keeps.
// Kysely's dialect sends every statement unnamed, so PostgreSQL parses and plans it again on every
// call: for our short indexed reads that was most of the server's work per statement (a trivial
// select by key: 0.10 ms unnamed, 0.05 ms named, one connection). A named statement is parsed once
// per connection and then only bound and run, and after a few runs PostgreSQL keeps its plan too.
//
// Only the texts registered here are named: they are fixed (one per statement and list length), so
// each connection holds a bounded set. A statement lives on its connection, and a connection's
// search_path is set when it opens (the pool's options, per database URL) and never changed, so a
// statement always resolves the tables of the schema its pool was opened on (PostgreSQL would
// re-parse it, were search_path ever changed). Transactions run on one connection and use the
// statements like any call; a named statement outlives a rollback, as statements do.
import type pg from "pg";
import { shapedRowsQuery } from "./pgRowShapes.js";

/** Beyond this many texts statements stay unnamed: a bound on what each connection keeps. */
const MAX_NAMED = 400;
const names = new Map<string, string>();

const generic = new Set<string>();

/**
 * Marks `sql` (a text that recurs unchanged, with its values as parameters) to run as a named
 * statement; `genericPlan`: whether it may always run with its generic plan (see Plans below).
 */
export function nameStatement(sql: string, genericPlan: boolean): void {
  if (names.has(sql) || names.size >= MAX_NAMED) return;
  names.set(sql, `symposia_${names.size}`);
  if (genericPlan) generic.add(sql);
}

type Query = (...args: unknown[]) => unknown;

// Plans. A statement with parameters goes through PostgreSQL's plan cache, which plans it for the
// values at hand (a custom plan) until its generic plan, planned once, is estimated no dearer. For
// some named statements that never happens: the people's papers and publications that every list
// page and paper page reads (a chair has none, where the generic plan counts on an author's
// hundred), a page's ids (their LIMIT): each was planned again on every call, 0.7-1 ms against
// 0.1 ms of running, a third of a paper page's backend time. So a named statement marked so runs
// with its generic plan (force_generic_plan): `preparedQuery` marks one whose lists are short or
// none (an index lookup of a few keys, whose best plan does not hang on the values: a page of
// paper ids among them, prepared per filter shape) or are keys an index leads with (its
// `keyLists`). A long list of other values stays PostgreSQL's choice: in a generic plan
// `in ($1, …, $400)` is a list of parameters,
// searched item by item for every row a scan meets, where a custom plan hashes its constants (the
// people's papers of a searched page of 500 at 21,575 papers: 234 ms each, forced generic).
// Unnamed statements whose plan hangs on their values keep PostgreSQL's choice too: a pattern
// match (the search language's trigram LIKE took twice as long forced generic), a range or a long
// list. Any other unnamed statement (an insert, an update or a lookup by a few values compared
// for equality) runs in the connection's mode as it is: it is planned once for the call either
// way, and a lookup by equal keys is the same index probe in a generic plan. The mode is a
// setting of the connection, set (a round trip of its own) only when a statement needs the other
// one than the connection's: a write's transaction mixes both kinds, and when every statement
// with values named its mode, over a quarter of a comment's round trips on PostgreSQL were these settings.
type PlanMode = "force_generic_plan" | "auto";

// a LIKE (or SIMILAR TO, a regular expression), a value compared by order, or a list of more than 8
const PLAN_HANGS_ON_VALUES =
  /\b(?:i?like|similar to)\b|~|[<>]=?\s*\$\d|\$\d+\s*[<>]|\(\s*(?:\$\d+\s*,\s*){8,}\$\d+\s*\)/i;

/** The plan mode `text` needs, or null when either mode plans it the same. */
function neededMode(text: string): PlanMode | null {
  // only named texts are ever marked generic (nameStatement)
  if (generic.has(text)) return "force_generic_plan";
  // a named text not marked generic has a long list of values other than keys
  if (names.has(text)) return "auto";
  // an insert of values plans nothing (its rows' parentheses are no list)
  if (/^\s*insert\b/i.test(text) && !/\bselect\b/i.test(text)) return null;
  return PLAN_HANGS_ON_VALUES.test(text) ? "auto" : null;
}

/** Sends the registered texts of `client`'s calls `query(text, values)` (how Kysely calls) as named statements. */
export function useNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  // a new connection plans as PostgreSQL's default does; null: not known (a SET that failed or
  // was rolled back with its transaction), so the next statement sets it again
  let mode: PlanMode | null = "auto";
  const setMode = (wanted: PlanMode) => {
    mode = wanted;
    // queued on the connection ahead of the statement (pg runs a connection's queries in order)
    (query(`set plan_cache_mode = ${wanted}`) as Promise<unknown>).catch(() => (mode = null));
  };
  (client as unknown as { query: Query }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    const name = typeof text === "string" && Array.isArray(values) ? names.get(text) : undefined;
    if (typeof text === "string" && /^\s*rollback/i.test(text)) mode = null;
    else if (typeof text === "string" && Array.isArray(values) && values.length > 0) {
      const wanted = neededMode(text);
      if (wanted !== null && mode !== wanted) setMode(wanted);
    }
    if (!name) return query(text, values, ...rest);
    // Kysely calls with the text and values only and awaits the answer
    if (rest.length > 0) return query({ name, text, values }, ...rest);
    return new Promise((resolve, reject) => {
      query(
        shapedRowsQuery(name, text as string, values as unknown[], (error, result) =>
          error ? reject(error) : resolve(result),
        ),
      );
    });
  };
}
