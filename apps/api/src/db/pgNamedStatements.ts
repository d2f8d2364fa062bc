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

/** Beyond this many texts statements stay unnamed: a bound on what each connection keeps. */
const MAX_NAMED = 400;
const names = new Map<string, string>();

/** Marks `sql` (a text that recurs unchanged, with its values as parameters) to run as a named statement. */
export function nameStatement(sql: string): void {
  if (!names.has(sql) && names.size < MAX_NAMED) names.set(sql, `symposia_${names.size}`);
}

type Query = (...args: unknown[]) => unknown;

/** Sends the registered texts of `client`'s calls `query(text, values)` (how Kysely calls) as named statements. */
export function useNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    const name = typeof text === "string" && Array.isArray(values) ? names.get(text) : undefined;
    return name ? query({ name, text, values }, ...rest) : query(text, values, ...rest);
  };
}
