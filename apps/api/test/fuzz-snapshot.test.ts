// The bad-input suite's judge says "a refused request changed nothing" by comparing two database
// fingerprints (fuzz/snapshot.ts, built differently per engine): it must see a changed value, a
// new row and a deleted row, and nothing where nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changedTables, snapshot } from "./fuzz/snapshot.js";
import { createTestApp, type TestApp } from "./support/testApp.js";

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
