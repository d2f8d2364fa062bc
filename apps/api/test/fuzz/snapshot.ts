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
