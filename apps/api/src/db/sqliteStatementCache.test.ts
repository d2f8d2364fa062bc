import BetterSqlite3 from "better-sqlite3";
import { type Generated, Kysely, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SqliteStatementCache } from "./sqliteStatementCache.js";

let sqlite: BetterSqlite3.Database;

beforeEach(() => {
  sqlite = new BetterSqlite3(":memory:");
  sqlite.exec("create table t (id integer primary key, name text); insert into t (name) values ('a'), ('b'), ('c')");
});

afterEach(() => {
  if (sqlite.open) sqlite.close();
});

describe("SqliteStatementCache", () => {
  it("answers the same statement for the same SQL text, and another for other text", () => {
    const cache = new SqliteStatementCache(sqlite);
    const first = cache.prepare("select name from t where id = ?");
    expect(cache.prepare("select name from t where id = ?")).toBe(first);
    expect(cache.prepare("select name from t where id = ? ")).not.toBe(first);
    expect(first.all([2])).toEqual([{ name: "b" }]);
    expect(cache.prepare("select name from t where id = ?").all([3])).toEqual([{ name: "c" }]);
  });

  it("answers rows as better-sqlite3 makes them: the same keys in the same order, a repeated name's last value", () => {
    const cache = new SqliteStatementCache(sqlite);
    for (const sql of [
      "select id, name, null as none, 1.5 as half from t order by id",
      "select name as a, id as b, name || '!' as a from t where id = ?",
    ]) {
      const params = sql.includes("?") ? [2] : [];
      const rows = cache.prepare(sql).all(params);
      expect(JSON.stringify(rows)).toBe(JSON.stringify(sqlite.prepare(sql).all(params)));
      expect(rows.length).toBeGreaterThan(0);
    }
    expect(cache.prepare("select name as a, id as b, name || '!' as a from t where id = ?").all([2])).toEqual([
      { a: "b!", b: 2 },
    ]);
  });

  it("prepares a fresh statement while the kept one is still iterating, and keeps the fresh one", () => {
    const cache = new SqliteStatementCache(sqlite);
    const sql = "select name from t order by id";
    const streaming = cache.prepare(sql);
    const rows = streaming.iterate();
    expect(rows.next().value).toEqual({ name: "a" });
    expect(streaming.busy).toBe(true);

    const fresh = cache.prepare(sql);
    expect(fresh).not.toBe(streaming);
    expect(fresh.all()).toEqual([{ name: "a" }, { name: "b" }, { name: "c" }]);
    // the interrupted iteration carries on where it was
    expect([...rows]).toEqual([{ name: "b" }, { name: "c" }]);
    expect(cache.prepare(sql)).toBe(fresh);
    expect(cache.size).toBe(1);
  });

  it("keeps at most maxStatements, dropping the least recently used", () => {
    const cache = new SqliteStatementCache(sqlite, 2);
    const one = cache.prepare("select 1");
    const two = cache.prepare("select 2");
    expect(cache.prepare("select 1")).toBe(one); // now "select 2" is the least recently used
    cache.prepare("select 3");
    expect(cache.size).toBe(2);
    expect(cache.prepare("select 1")).toBe(one);
    expect(cache.prepare("select 2")).not.toBe(two);
    expect(cache.size).toBe(2);
  });

  it("serves Kysely's reads, writes and streams, and closes the database", async () => {
    const cache = new SqliteStatementCache(sqlite, 1);
    const db = new Kysely<{ t: { id: Generated<number>; name: string } }>({
      dialect: new SqliteDialect({ database: cache }),
    });
    const byId = (id: number) => db.selectFrom("t").select("name").where("id", "=", id).executeTakeFirst();
    expect(await byId(1)).toEqual({ name: "a" });
    await db.insertInto("t").values({ name: "d" }).execute();
    await db.updateTable("t").set({ name: "z" }).where("id", "=", 1).execute();
    expect(await byId(1)).toEqual({ name: "z" });
    const streamed: string[] = [];
    for await (const row of db.selectFrom("t").select("name").orderBy("id").stream()) streamed.push(row.name);
    expect(streamed).toEqual(["z", "b", "c", "d"]);
    expect(await byId(4)).toEqual({ name: "d" });
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
