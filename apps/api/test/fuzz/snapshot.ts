// A fingerprint of the whole database: for every table, its row count and a hash of its rows in
// primary-key order. A refused request must leave every fingerprint as it found it (the audit log
// and the mail outbox included: a refusal neither records nor sends anything). The sign-in rate
// counters are the one exception: they count refused attempts on purpose.
import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../src/db/schema.js";
import { TEST_ENGINE } from "../support/testApp.js";

export type Snapshot = Map<string, { rows: number; hash: string }>;

interface TableInfo {
  name: string;
  key: string;
}

let tables: TableInfo[] | null = null;

/** Every table of the schema (the migration bookkeeping aside), found by introspection, so a table added later is covered too. */
async function tablesOf(db: Kysely<Database>): Promise<TableInfo[]> {
  if (tables) return tables;
  const found = await db.introspection.getTables();
  tables = found
    // rate_limits counts attempts, refused ones included (that is its job: a wrong password counts)
    .filter((t) => !t.name.startsWith("kysely_") && t.name !== "rate_limits")
    .map((t) => ({ name: t.name, key: t.columns.some((c) => c.name === "id") ? "id" : t.columns[0]!.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return tables;
}

const serialise = (value: unknown) =>
  JSON.stringify(value, (_key, v) => {
    if (v && typeof v === "object" && (v as { type?: string }).type === "Buffer")
      return `buffer:${Buffer.from((v as { data: number[] }).data).toString("base64")}`;
    return typeof v === "bigint" ? v.toString() : v;
  });

export function snapshot(db: Kysely<Database>): Promise<Snapshot> {
  return TEST_ENGINE === "postgres" ? snapshotInOneQuery(db) : snapshotTableByTable(db);
}

/**
 * A mark that moves whenever the database may have been written. PostgreSQL: the server's current
 * snapshot (every transaction that writes takes a transaction id, and one in progress leaves the
 * in-progress list when it ends). SQLite: the rows this connection changed (total_changes(),
 * triggers included) and the commits of other connections (data_version). Equal marks prove that
 * nothing was written in between; different marks say only that something may have been.
 */
async function writeMark(db: Kysely<Database>): Promise<string> {
  if (TEST_ENGINE === "postgres")
    return (await sql<{ mark: string }>`select pg_current_snapshot()::text as mark`.execute(db)).rows[0]!.mark;
  const changes = (await sql<{ changes: number }>`select total_changes() as changes`.execute(db)).rows[0]!.changes;
  const others = (await sql<{ data_version: number }>`pragma data_version`.execute(db)).rows[0]!.data_version;
  return `${changes}/${others}`;
}

const kept = new WeakMap<Kysely<Database>, { mark: string; snapshot: Snapshot }>();

/**
 * The fingerprint of the database as it is now (snapshot), taken afresh only when something may
 * have been written since the last one (writeMark): most judged requests are refused and write
 * nothing, and fingerprinting every table twice for each was most of the bad-input suite's time.
 */
export async function currentSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const mark = await writeMark(db);
  const last = kept.get(db);
  if (last?.mark === mark) return last.snapshot;
  const taken = await snapshot(db);
  // kept only if nothing was written while it was taken
  if ((await writeMark(db)) === mark) kept.set(db, { mark, snapshot: taken });
  else kept.delete(db);
  return taken;
}

/**
 * PostgreSQL: every table in one round trip, each table's row count and the md5 of its rows (as
 * PostgreSQL writes a row as text, in key order, then whole-row order for ties). A query per table
 * and per request, twice per judged request, made the bad-input suite's PostgreSQL run about
 * twice as long as SQLite's, all of it round trips.
 */
async function snapshotInOneQuery(db: Kysely<Database>): Promise<Snapshot> {
  const parts = (await tablesOf(db)).map(
    (t) =>
      `select '${t.name}' as name, count(*)::int as rows, md5(coalesce(string_agg(x::text, ` +
      `E'\\n' order by x."${t.key}", x::text), '')) as hash from "${t.name}" x`,
  );
  const { rows } = await sql.raw<{ name: string; rows: number; hash: string }>(parts.join(" union all ")).execute(db);
  return new Map(rows.map((r) => [r.name, { rows: r.rows, hash: r.hash }]));
}

/** SQLite (in the process: a query costs no round trip): every row read and hashed here. */
async function snapshotTableByTable(db: Kysely<Database>): Promise<Snapshot> {
  const result: Snapshot = new Map();
  for (const table of await tablesOf(db)) {
    const rows = await db
      .selectFrom(table.name as keyof Database)
      .selectAll()
      .orderBy(table.key as never)
      .execute();
    result.set(table.name, { rows: rows.length, hash: createHash("sha256").update(serialise(rows)).digest("hex") });
  }
  return result;
}

/** The tables whose rows differ, e.g. ["papers: 12 → 13 rows", "audit_log: content changed"]. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const [name, was] of before) {
    const now = after.get(name);
    if (!now) changes.push(`${name}: gone`);
    else if (now.rows !== was.rows) changes.push(`${name}: ${was.rows} → ${now.rows} rows`);
    else if (now.hash !== was.hash) changes.push(`${name}: content changed`);
  }
  return changes;
}
