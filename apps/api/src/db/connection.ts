import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { type AppConfig, loadConfig } from "../config.js";
import { CurrentSchemaPostgresDialect } from "./currentSchemaIntrospector.js";
import { useNamedStatements } from "./pgNamedStatements.js";
import type { Database } from "./schema.js";
import { SqliteStatementCache } from "./sqliteStatementCache.js";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

// PostgreSQL answers count(*) and other bigints as strings; our ids and counts fit in a double.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/**
 * Opens the database named by DATABASE_URL: `sqlite:<path>` (or `sqlite::memory:`) for the
 * embedded default, `postgres://…` for PostgreSQL. A `schema` query parameter on a PostgreSQL URL
 * sets the search_path (tests give every file its own schema).
 */
export type DatabaseSettings = Pick<AppConfig, "pgPoolMax" | "sqliteCacheMb">;

/** `settings` come from the server's config (PG_POOL_MAX, SQLITE_CACHE_MB); tools get the defaults. */
export function openDatabase(url: string, settings: DatabaseSettings = loadConfig({})): DatabaseHandle {
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return openPostgres(url, settings.pgPoolMax);
  if (url.startsWith("sqlite:")) return openSqlite(url.slice("sqlite:".length), settings.sqliteCacheMb);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
}

function openSqlite(file: string, cacheMb: number): DatabaseHandle {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // SQLite's default page cache is 2 MB, so reads of a database of a few tens of MB go back to
  // the OS for pages again and again; negative cache_size is in KiB.
  sqlite.pragma(`cache_size = -${Math.round(cacheMb * 1024)}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SqliteStatementCache(sqlite) }) });
  return {
    db,
    engine: "sqlite",
    close: async () => {
      await db.destroy();
    },
  };
}

function openPostgres(url: string, poolMax: number): DatabaseHandle {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema");
  parsed.searchParams.delete("schema");
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: poolMax,
    connectionTimeoutMillis: 5000,
    // JIT compiles a query whose estimated cost is high (a search's count over 20,000 papers, with
    // correlated subqueries) and spent more time compiling than the whole query takes without it
    // (357 ms of 865 ms); the app's statements are short, so JIT never pays for itself here.
    options: ["-c jit=off", ...(schema ? [`-c search_path=${schema}`] : [])].join(" "),
  });
  // A client losing its server (a PostgreSQL restart, a network cut) must not crash the process:
  // the query in flight fails and answers 503; the pool makes new connections when it is back.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
    useNamedStatements(client);
  });
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  return {
    db,
    engine: "postgres",
    close: async () => {
      await db.destroy();
    },
  };
}

/** Rejects when the database does not answer a trivial query (the health check). */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
