// A fingerprint of the whole database: for every table, its row count and a hash of its rows in
// primary-key order. A refused request must leave every fingerprint as it found it (the audit log
// and the mail outbox included: a refusal neither records nor sends anything). The sign-in rate
// counters are the one exception: they count refused attempts on purpose.
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../src/db/schema.js";

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
    if (v && typeof v === "object" && (v as { type?: string }).type === "Buffer") return `buffer:${Buffer.from((v as { data: number[] }).data).toString("base64")}`;
    return typeof v === "bigint" ? v.toString() : v;
  });

export async function snapshot(db: Kysely<Database>): Promise<Snapshot> {
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
