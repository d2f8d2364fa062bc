import type BetterSqlite3 from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

/**
 * The better-sqlite3 connection as Kysely's SqliteDialect sees it, with compiled statements kept
 * per SQL text. Kysely's driver calls prepare() for every query, and compiling the SQL cost more
 * CPU than running most of our indexed reads; the same few hundred query shapes repeat forever.
 *
 * Sharing a statement is safe because Kysely only calls reader/all/run/iterate with the
 * parameters of each call (it never binds, or switches a statement to raw/pluck/expand mode).
 * The one exception is a statement still iterating (`busy`, a streamed query not yet finished):
 * it cannot run again until its iteration ends, so that caller gets a freshly compiled one.
 */
export class SqliteStatementCache implements SqliteDatabase {
  /** Map order is recency order: the first key is the least recently used. */
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(
    private readonly database: BetterSqlite3.Database,
    /** Bounded because SQL text with inlined values (IN lists of varying length) is unbounded. */
    readonly maxStatements = 500,
  ) {}

  get size(): number {
    return this.statements.size;
  }

  prepare(sql: string): BetterSqlite3.Statement {
    const kept = this.statements.get(sql);
    if (kept) this.statements.delete(sql);
    // The fresh statement takes the busy one's place, so a stream that is never finished does not
    // cost this SQL its cache entry.
    const statement = kept && !kept.busy ? kept : this.database.prepare(sql);
    this.statements.set(sql, statement);
    if (this.statements.size > this.maxStatements) {
      // Evicted statements are finalised by better-sqlite3 when garbage-collected.
      this.statements.delete(this.statements.keys().next().value!);
    }
    return statement;
  }

  close(): void {
    this.statements.clear();
    this.database.close();
  }
}
