import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { preparedQuery } from "./prepared.js";
import type { Database } from "./schema.js";

// a stand-in schema: the helper is typed for the app's database, the test needs one table
type Db = Kysely<Database>;
let db: Db;

beforeEach(() => {
  const sqlite = new BetterSqlite3(":memory:");
  sqlite.exec("create table tracks (id integer primary key, conf_id integer, track_name text)");
  sqlite.exec("insert into tracks (conf_id, track_name) values (1, 'a'), (1, 'b'), (2, 'c')");
  db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
});

afterEach(async () => {
  await db.destroy();
});

describe("preparedQuery", () => {
  const tracksOf = preparedQuery((q, confId: number, name: string) =>
    q
      .selectFrom("tracks")
      .select(["id", "track_name"])
      .where("conf_id", "=", confId)
      .where("track_name", "!=", name)
      .orderBy("id"),
  );

  it("answers each call with its own values, built and compiled once", async () => {
    expect(await tracksOf(db, 1, "a")).toEqual([{ id: 2, track_name: "b" }]);
    expect(await tracksOf(db, 1, "z")).toEqual([
      { id: 1, track_name: "a" },
      { id: 2, track_name: "b" },
    ]);
    expect(await tracksOf(db, 2, "a")).toEqual([{ id: 3, track_name: "c" }]);
  });

  it("runs inside a transaction on the transaction's connection", async () => {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("tracks")
        .values({ id: 4, conf_id: 2, track_name: "d" } as never)
        .execute();
      expect(await tracksOf(trx, 2, "c")).toEqual([{ id: 4, track_name: "d" }]);
    });
  });

  it("answers a list parameter with the call's list, one compiled text per list length", async () => {
    const named = preparedQuery((q, confId: number, names: readonly string[]) =>
      q.selectFrom("tracks").select("id").where("track_name", "in", names).where("conf_id", "=", confId).orderBy("id"),
    );
    expect(await named(db, 1, ["a", "b"])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await named(db, 1, ["b", "c"])).toEqual([{ id: 2 }]);
    expect(await named(db, 2, ["a", "b", "c"])).toEqual([{ id: 3 }]);
    expect(await named(db, 1, ["a"])).toEqual([{ id: 1 }]);
  });

  it("refuses a statement that does not use every parameter as a value", async () => {
    const unused = preparedQuery((q, confId: number, _name: string) =>
      q.selectFrom("tracks").select("id").where("conf_id", "=", confId),
    );
    await expect(unused(db, 1, "a")).rejects.toThrow(/each parameter/);
    const unusedList = preparedQuery((q, confId: number, _ids: readonly number[]) =>
      q.selectFrom("tracks").select("id").where("conf_id", "=", confId),
    );
    await expect(unusedList(db, 1, [1, 2])).rejects.toThrow(/each parameter/);
  });
});
