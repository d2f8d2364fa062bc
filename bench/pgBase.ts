// The PostgreSQL the benchmarks run on. BENCH_PG_URL names it (default: the local symposia_dev).
// When that database does not exist, a throwaway database is created on the same server for this
// run and dropped at the end (bench/run.ts calls dropBenchDatabases); when no PostgreSQL answers at
// all, the PostgreSQL part is skipped with one line and the SQLite part still runs.
import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import type { Database } from "../apps/api/src/db/schema.js";

export type Engine = "sqlite" | "postgres";

const DEFAULT_URL = "postgres://postgres@127.0.0.1:5432/symposia_dev";
const created: { adminUrl: string; name: string }[] = [];
let resolved: Promise<string | null> | undefined;

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function resolve(): Promise<string | null> {
  const base = process.env.BENCH_PG_URL ?? DEFAULT_URL;
  const shown = new URL(base);
  shown.password = "";
  try {
    await run(base, "select 1");
    return base;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "3D000") {
      console.log(
        `PostgreSQL at ${shown.host} is not reachable (${(error as Error).message}): skipping the PostgreSQL part.`,
      );
      return null;
    }
  }
  // The database is missing: make a throwaway one on the same server.
  const admin = new URL(base);
  admin.pathname = "/postgres";
  const name = `symposia_bench_${randomBytes(4).toString("hex")}`;
  try {
    await run(admin.toString(), `create database ${name}`);
  } catch (error) {
    console.log(
      `PostgreSQL database ${shown.pathname.slice(1)} is missing and one could not be created (${(error as Error).message}): skipping the PostgreSQL part.`,
    );
    return null;
  }
  created.push({ adminUrl: admin.toString(), name });
  const url = new URL(base);
  url.pathname = `/${name}`;
  console.log(
    `PostgreSQL database ${shown.pathname.slice(1)} does not exist: using the throwaway database ${name} (dropped at the end).`,
  );
  // Child processes (the assignment cases, servers) inherit it.
  process.env.BENCH_PG_URL = url.toString();
  return url.toString();
}

/** The PostgreSQL URL to use, or null when there is none (the reason is printed once). */
export function benchPostgresUrl(): Promise<string | null> {
  resolved ??= resolve();
  return resolved;
}

/** The engines asked for by --sqlite / --postgres (both by default), without PostgreSQL if it is unavailable. */
export async function benchEngines(args: string[]): Promise<Engine[]> {
  const wanted: Engine[] = args.includes("--sqlite")
    ? ["sqlite"]
    : args.includes("--postgres")
      ? ["postgres"]
      : ["sqlite", "postgres"];
  if (!wanted.includes("postgres") || (await benchPostgresUrl())) return wanted;
  return wanted.filter((e) => e !== "postgres");
}

export async function dropBenchDatabases(): Promise<void> {
  for (const { adminUrl, name } of created.splice(0)) {
    await run(adminUrl, `drop database if exists ${name} with (force)`).catch((error: Error) =>
      console.log(`could not drop ${name}: ${error.message}`),
    );
  }
}

/**
 * A database in use has its planner statistics (autovacuum analyses a table after enough writes);
 * a freshly seeded one has none until autovacuum's next round, and PostgreSQL plans a page of the
 * paper list as if the conference had 50 papers. The benchmark measures the database in use.
 */
export async function analyzeSchema(db: Kysely<Database>): Promise<void> {
  const tables = await sql<{ name: string }>`
    select quote_ident(schemaname) || '.' || quote_ident(tablename) as name from pg_tables
    where schemaname = current_schema()`.execute(db);
  await sql.raw(`vacuum (analyze) ${tables.rows.map((t) => t.name).join(", ")}`).execute(db);
}
