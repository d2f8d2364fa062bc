// The bad-input suite's judge says "a refused request changed nothing" by comparing two database
// fingerprints (fuzz/snapshot.ts, built differently per engine): it must see a changed value, a
// new row and a deleted row, and nothing where nothing changed. The fingerprint it keeps between
// requests (currentSnapshot) must be taken afresh after any write, whichever connection made it.
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { sql } from "kysely";
import { openDatabase } from "../src/db/connection.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { World } from "./authz/world.js";
import { judged } from "./fuzz/judge.js";
import { changedTables, currentSnapshot, snapshot } from "./fuzz/snapshot.js";
import { TEST_ENGINE, createTestApp, type ApiAnswer, type TestApp } from "./support/testApp.js";
import { throwawaySqliteFile } from "./support/throwawayDb.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const now = new Date().toISOString();
const user = (email: string) => ({
  first_name: "Snap",
  last_name: "Shot",
  email,
  email_normalized: email,
  country: "Germany",
  affiliation: "Fuzz Lab",
  password_hash: null,
  role: "USER",
  status: 1,
  deleted_at: null,
  created_at: now,
  updated_at: now,
});

describe("the database fingerprint of the bad-input judge", () => {
  it("finds no change where there was none, and every kind of change where there was one", async () => {
    const db = t.ctx.db;
    const { id } = await db
      .insertInto("users")
      .values(user("snap@example.org"))
      .returning("id")
      .executeTakeFirstOrThrow();
    const start = await snapshot(db);
    expect(changedTables(start, await snapshot(db))).toEqual([]);

    await db.updateTable("users").set({ affiliation: "Fuzz Lab 2" }).where("id", "=", id).execute();
    const edited = await snapshot(db);
    // (data_version counts every write: the answer cache's invalidation)
    expect(changedTables(start, edited).filter((c) => !c.startsWith("data_version"))).toEqual([
      "users: content changed",
    ]);

    await db.insertInto("users").values(user("shot@example.org")).execute();
    const grown = await snapshot(db);
    expect(changedTables(edited, grown).filter((c) => !c.startsWith("data_version"))).toEqual([
      expect.stringMatching(/^users: \d+ → \d+ rows$/),
    ]);

    await db.deleteFrom("users").where("email", "=", "shot@example.org").execute();
    expect(changedTables(edited, await snapshot(db)).filter((c) => !c.startsWith("data_version"))).toEqual([]);
  });
});

describe("the fingerprint the judge keeps between requests", () => {
  const changes = (before: Awaited<ReturnType<typeof snapshot>>, after: Awaited<ReturnType<typeof snapshot>>) =>
    changedTables(before, after).filter((c) => !c.startsWith("data_version"));

  it("is kept while nothing is written, and taken afresh after every kind of write", async () => {
    const db = t.ctx.db;
    const { id } = await db
      .insertInto("users")
      .values(user("kept@example.org"))
      .returning("id")
      .executeTakeFirstOrThrow();
    const start = await currentSnapshot(db);
    // a read changes nothing: the same fingerprint, not taken again
    await db.selectFrom("users").selectAll().execute();
    expect(await currentSnapshot(db)).toBe(start);

    await db.updateTable("users").set({ affiliation: "Kept Lab 2" }).where("id", "=", id).execute();
    const edited = await currentSnapshot(db);
    expect(changes(start, edited)).toEqual(["users: content changed"]);

    await db.insertInto("users").values(user("kept2@example.org")).execute();
    const grown = await currentSnapshot(db);
    expect(changes(edited, grown)).toEqual([expect.stringMatching(/^users: \d+ → \d+ rows$/)]);

    await db.deleteFrom("users").where("email", "=", "kept2@example.org").execute();
    expect(changes(grown, await currentSnapshot(db))).toEqual([expect.stringMatching(/^users: \d+ → \d+ rows$/)]);
  });

  it("sees a write made by another connection", async () => {
    if (TEST_ENGINE === "postgres") {
      const db = t.ctx.db;
      const start = await currentSnapshot(db);
      // the app's own pool holds other connections; this is one the app knows nothing of
      const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema;
      const other = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL,
        options: `-c search_path=${schema}`,
      });
      await other.connect();
      try {
        await other.query(`update users set affiliation = 'Elsewhere' where email = 'kept@example.org'`);
      } finally {
        await other.end();
      }
      expect(changes(start, await currentSnapshot(db))).toEqual(["users: content changed"]);
      return;
    }
    // the suite's in-memory SQLite database has one connection: a database in a file has room for two
    const file = throwawaySqliteFile("fingerprint");
    const database = openDatabase(file.url);
    try {
      await migrateToLatest(database.db);
      await database.db.insertInto("users").values(user("kept@example.org")).execute();
      const start = await currentSnapshot(database.db);
      const other = new BetterSqlite3(file.url.slice("sqlite:".length));
      try {
        other.prepare("update users set affiliation = 'Elsewhere' where email = 'kept@example.org'").run();
      } finally {
        other.close();
      }
      expect(changes(start, await currentSnapshot(database.db))).toEqual(["users: content changed"]);
    } finally {
      await database.close();
      await file.drop();
    }
  });
});

describe("the judge, with the fingerprint it keeps", () => {
  const refusal = (): ApiAnswer => {
    const body = { success: false, message: "Refused.", result: null };
    return { status: 422, body, raw: { body: JSON.stringify(body) } } as unknown as ApiAnswer;
  };

  it("passes a refusal that wrote nothing, and fails one that wrote, after refusals that kept the fingerprint", async () => {
    const w = { t } as World;
    for (let i = 0; i < 3; i++) await judged(w, "a refusal", false, async () => refusal());
    await expect(
      judged(w, "a refusal that wrote", false, async () => {
        await t.ctx.db
          .insertInto("users")
          .values(user(`wrote${Date.now()}@example.org`))
          .execute();
        return refusal();
      }),
    ).rejects.toThrow(/a refused request changed the database \(.*users: \d+ → \d+ rows/);
  });
});
