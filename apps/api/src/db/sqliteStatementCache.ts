import type BetterSqlite3 from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { rowLiteral } from "./rowLiteral.js";

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
  private readonly statements = new Map<string, KeptStatement>();

  constructor(
    private readonly database: BetterSqlite3.Database,
    /** Bounded because SQL text with inlined values (IN lists of varying length) is unbounded. */
    readonly maxStatements = 500,
  ) {}

  get size(): number {
    return this.statements.size;
  }

  prepare(sql: string): KeptStatement {
    const kept = this.statements.get(sql);
    if (kept) this.statements.delete(sql);
    // The fresh statement takes the busy one's place, so a stream that is never finished does not
    // cost this SQL its cache entry.
    const statement = kept && !kept.busy ? kept : new KeptStatement(this.database.prepare(sql));
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

type Params = ReadonlyArray<unknown>;

/**
 * A compiled statement whose rows are read as arrays and made objects here. better-sqlite3 sets
 * each column of each row on an empty object by name, which was the largest part of reading a
 * list page's rows (docs/performance.md); an object literal with the statement's columns, built
 * once per statement, makes the same objects (same keys in the same order, a repeated column name
 * keeping its first place and its last value) at about half the cost.
 */
export class KeptStatement implements SqliteStatement {
  readonly reader: boolean;
  private readonly row?: (values: unknown[]) => object;

  constructor(private readonly statement: BetterSqlite3.Statement) {
    this.reader = statement.reader;
    if (this.reader) {
      // the row's values are the first argument; a column named __proto__ keeps better-sqlite3's own objects
      this.row = rowLiteral<unknown[], void>(
        statement.columns().map((c) => c.name),
        (i) => `p[${i}]`,
      );
      if (this.row) statement.raw(true);
    }
  }

  /** still iterating: it cannot run again until its iteration ends */
  get busy(): boolean {
    return this.statement.busy;
  }

  all(parameters?: Params): unknown[] {
    const rows = (parameters ? this.statement.all(parameters) : this.statement.all()) as unknown[][];
    if (!this.row) return rows;
    const out = new Array<unknown>(rows.length);
    for (let i = 0; i < rows.length; i++) out[i] = this.row(rows[i]!);
    return out;
  }

  run(parameters?: Params): BetterSqlite3.RunResult {
    return parameters ? this.statement.run(parameters) : this.statement.run();
  }

  *iterate(parameters?: Params): IterableIterator<unknown> {
    const rows = (parameters ? this.statement.iterate(parameters) : this.statement.iterate()) as Iterable<unknown[]>;
    for (const values of rows) yield this.row ? this.row(values) : values;
  }
}
