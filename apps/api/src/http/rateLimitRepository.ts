import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * The stored form of a key: its SHA-256. A key carries what the client typed (the email), which
 * may hold characters PostgreSQL's text refuses (NUL) and be as long as the body allows; a digest
 * is always storable, bounded, and keeps no address in the table.
 */
const storedKey = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * Counts one hit on `key` in a fixed window of `windowMs` and answers the hits in the current
 * window, this one included. One statement (an upsert), so concurrent hits from any number of
 * processes are all counted.
 */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number, now = new Date()): Promise<number> {
  const nowIso = now.toISOString();
  const windowOpenedBefore = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql<boolean>`rate_limits.window_start <= ${windowOpenedBefore}`;
  const row = await db
    .insertInto("rate_limits")
    .values({ key: storedKey(key), window_start: nowIso, hits: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<string>`case when ${expired} then ${nowIso} else rate_limits.window_start end`,
      }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** The hits on `key` in its current window (0 when none or the window closed), counting nothing. */
export async function peekHits(db: Kysely<Database>, key: string, windowMs: number, now = new Date()): Promise<number> {
  const windowOpenedAfter = new Date(now.getTime() - windowMs).toISOString();
  const row = await db
    .selectFrom("rate_limits")
    .select("hits")
    .where("key", "=", storedKey(key))
    .where("window_start", ">", windowOpenedAfter)
    .executeTakeFirst();
  return row ? Number(row.hits) : 0;
}

/** Forgets windows that closed long ago, so the table holds only live keys. */
export async function deleteStaleCounters(db: Kysely<Database>, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom("rate_limits")
    .where("window_start", "<", new Date(Date.now() - olderThanMs).toISOString())
    .execute();
}
