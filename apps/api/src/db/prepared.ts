// Statements of a fixed shape, compiled to SQL once per database. Kysely builds an operation tree
// and compiles it on every call, which on the read path cost more CPU than running most of our
// indexed statements (docs/performance.md): the session check, the caller's standing and a paper's
// row run on nearly every request. A prepared query is built once with stand-ins for its
// parameters; each call puts the values in their places and runs the kept SQL (SQLite's statement
// cache then finds its compiled statement by that SQL, PostgreSQL gets the same text each time).
import type { CompiledQuery, Compilable, Kysely, Transaction } from "kysely";
import type { Database } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;
type Value = string | number | null;

/** A parameter's stand-in while the statement is built, found again in the compiled parameters. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * `build` receives stand-ins, not values: it must pass each parameter straight into the query as
 * a value (`where(column, "=", param)`) and never branch on it, so one SQL text serves every call.
 * Only for statements whose shape is fixed (no `in` list of varying length).
 */
export function preparedQuery<P extends Value[], R>(
  build: (db: Db, ...params: P) => Compilable<R>,
): (db: Db, ...params: P) => Promise<R[]> {
  // per dialect adapter: one per database, shared by its transactions (the SQL differs by engine)
  const compiled = new WeakMap<object, CompiledQuery<R>>();
  return async (db, ...params) => {
    const adapter = db.getExecutor().adapter;
    let query = compiled.get(adapter);
    if (!query) {
      query = build(db, ...(params.map((_, i) => new Slot(i)) as unknown as P)).compile();
      const placed = new Set(query.parameters.flatMap((p) => (p instanceof Slot ? [p.index] : [])));
      if (placed.size !== params.length) throw new Error("A prepared query must use each parameter as a value.");
      compiled.set(adapter, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? params[p.index] : p));
    return (await db.executeQuery<R>({ ...query, parameters })).rows;
  };
}
