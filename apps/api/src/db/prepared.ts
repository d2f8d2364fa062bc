// Statements of a fixed shape, compiled to SQL once per database. Kysely builds an operation tree
// and compiles it on every call, which on the read path cost more CPU than running most of our
// indexed statements (docs/performance.md): the session check, the caller's standing and a paper's
// row run on nearly every request. A prepared query is built once with stand-ins for its
// parameters; each call puts the values in their places and runs the kept SQL (SQLite's statement
// cache then finds its compiled statement by that SQL; on PostgreSQL the text runs as a named
// statement, parsed once per connection: db/pgNamedStatements.ts).
// A list parameter (`where id in (…)`, a page's rows) gives one SQL text per list length, so it
// is compiled once per length: a list page's statements have the page's length.
import type { CompiledQuery, Compilable, Kysely, Transaction } from "kysely";
import { nameStatement } from "./pgNamedStatements.js";
import type { Database } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;
type Value = string | number | null;
type Param = Value | readonly Value[];

/**
 * A statement whose lists hold at most this many items runs with its generic plan on PostgreSQL
 * (db/pgNamedStatements.ts): a few keys, each looked up by index. From 9 items on PostgreSQL hashes
 * a list of constants, which a generic plan's list of parameters cannot be.
 */
const GENERIC_PLAN_MAX_LIST = 8;

export interface PreparedOptions {
  /**
   * The list parameters (`true`: all; else their positions) that are keys an index leads with,
   * each finding its own rows (paper ids, a publication's owners): whatever their length, the
   * statement's generic plan looks them up as a custom plan does, so they do not keep it from
   * running with its generic plan on PostgreSQL (db/pgNamedStatements.ts).
   */
  keyLists?: true | readonly number[];
}

/** Whether the statement may always run with its generic plan: each list short or a list of keys. */
function genericPlanFits(params: readonly Param[], keyLists: PreparedOptions["keyLists"]): boolean {
  return params.every(
    (p, i) =>
      !Array.isArray(p) || p.length <= GENERIC_PLAN_MAX_LIST || keyLists === true || keyLists?.includes(i) === true,
  );
}

/** A parameter's stand-in while the statement is built, found again in the compiled parameters. */
class Slot {
  constructor(
    readonly index: number,
    /** the position in a list parameter */
    readonly item = -1,
  ) {}
}

/** One compiled SQL text per list length: the lengths of the call's list parameters. */
function shapeKey(params: readonly Param[]): string {
  let key = "";
  for (const p of params) if (Array.isArray(p)) key += `${p.length},`;
  return key;
}

/**
 * `build` receives stand-ins, not values: it must pass each parameter straight into the query as
 * a value (`where(column, "=", param)`, a list as `where(column, "in", list)`) and never branch on
 * it or on a list's items, so one SQL text serves every call (every call with lists of the same
 * lengths). A list must not be empty (`in ()` is not SQL): callers answer an empty list
 * themselves.
 */
export function preparedQuery<P extends Param[], R>(
  build: (db: Db, ...params: P) => Compilable<R>,
  options: PreparedOptions = {},
): (db: Db, ...params: P) => Promise<R[]> {
  // per dialect adapter: one per database, shared by its transactions (the SQL differs by engine)
  const compiled = new WeakMap<object, Map<string, CompiledQuery<R>>>();
  return async (db, ...params) => {
    const adapter = db.getExecutor().adapter;
    let shapes = compiled.get(adapter);
    if (!shapes) compiled.set(adapter, (shapes = new Map()));
    const key = shapeKey(params);
    let query = shapes.get(key);
    if (!query) {
      const slots = params.map((p, i) => (Array.isArray(p) ? p.map((_, j) => new Slot(i, j)) : new Slot(i)));
      query = build(db, ...(slots as unknown as P)).compile();
      const placed = new Set(query.parameters.flatMap((p) => (p instanceof Slot ? [`${p.index}:${p.item}`] : [])));
      const expected = params.reduce<number>((n, p) => n + (Array.isArray(p) ? p.length : 1), 0);
      if (placed.size !== expected) throw new Error("A prepared query must use each parameter as a value.");
      shapes.set(key, query);
      nameStatement(query.sql, genericPlanFits(params, options.keyLists));
    }
    const parameters = query.parameters.map((p) =>
      p instanceof Slot ? (p.item < 0 ? params[p.index] : (params[p.index] as readonly Value[])[p.item]) : p,
    );
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
