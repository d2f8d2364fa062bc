import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../src/db/connection.js";
import { preparedQuery } from "../src/db/prepared.js";
import { TEST_ENGINE } from "./support/testApp.js";
import { throwawaySchema, type ThrowawayDb } from "./support/throwawayDb.js";

// Named statements live per connection and the connection's search_path picks the schema: the
// same SQL text, named the same, must read each database's own tables.
describe.skipIf(TEST_ENGINE !== "postgres")("named statements on PostgreSQL", () => {
  const schemas: ThrowawayDb[] = [];
  const handles: DatabaseHandle[] = [];
  const trackNames = preparedQuery((db, confId: number, ids: readonly number[]) =>
    db.selectFrom("tracks").select("track_name").where("conf_id", "=", confId).where("id", "in", ids).orderBy("id"),
  );

  beforeAll(async () => {
    for (const name of ["a", "b"]) {
      const schema = await throwawaySchema(process.env.TEST_DATABASE_URL!, "named");
      schemas.push(schema);
      const handle = openDatabase(schema.url);
      handles.push(handle);
      await sql`create table tracks (id integer primary key, conf_id integer, track_name text)`.execute(handle.db);
      await sql`insert into tracks values (1, 7, ${`${name}1`}), (2, 7, ${`${name}2`})`.execute(handle.db);
    }
  });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    for (const schema of schemas) await schema.drop();
  });

  it("runs the kept text as a named statement, reading each schema's own tables", async () => {
    for (let round = 0; round < 3; round++) {
      expect(await trackNames(handles[0]!.db, 7, [1, 2])).toEqual([{ track_name: "a1" }, { track_name: "a2" }]);
      expect(await trackNames(handles[1]!.db, 7, [2])).toEqual([{ track_name: "b2" }]);
    }
    await handles[0]!.db.connection().execute(async (conn) => {
      await trackNames(conn, 7, [1]);
      const named = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn);
      expect(named.rows.map((r) => r.statement)).toContainEqual(expect.stringContaining('from "tracks"'));
    });
  });

  // A named statement of few keys runs with its generic plan (planned once per connection); one
  // with a long list of other values, and an unnamed statement whose plan hangs on its values (a
  // pattern, a range, a long list), are planned as PostgreSQL chooses.
  it("plans a statement of few keys once, and leaves long lists and unnamed statements to PostgreSQL", async () => {
    const longList = Array.from({ length: 9 }, (_, i) => i + 1);
    const keyNames = preparedQuery(
      (db, ids: readonly number[]) => db.selectFrom("tracks").select("track_name").where("id", "in", ids),
      { keyLists: true },
    );
    await handles[0]!.db.connection().execute(async (conn) => {
      const mode = async () => (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(conn)).rows[0]!;
      // how the three runs were planned (the connection may have run the statement before)
      const plansOfThreeRuns = async (fragment: string, run: () => Promise<unknown>) => {
        const count = async () => {
          const rows = await sql<{ generic_plans: string; custom_plans: string }>`
            select generic_plans, custom_plans from pg_prepared_statements where statement like ${`%${fragment}%`}`.execute(
            conn,
          );
          return { generic: Number(rows.rows[0]?.generic_plans ?? 0), custom: Number(rows.rows[0]?.custom_plans ?? 0) };
        };
        const before = await count();
        for (let i = 0; i < 3; i++) await run();
        const after = await count();
        return { generic: after.generic - before.generic, custom: after.custom - before.custom };
      };
      const short = await plansOfThreeRuns('"conf_id" = $1 and "id" in ($2, $3)', () => trackNames(conn, 7, [1, 2]));
      expect(short).toEqual({ generic: 3, custom: 0 });
      await trackNames(conn, 7, [1, 2]);
      expect(await mode()).toEqual({ plan_cache_mode: "force_generic_plan" });

      // PostgreSQL's own choice: a custom plan for each of the first five runs
      expect(await plansOfThreeRuns("$10)", () => trackNames(conn, 7, longList))).toEqual({ generic: 0, custom: 3 });
      await trackNames(conn, 7, [1, 2]);
      await trackNames(conn, 7, longList);
      expect(await mode()).toEqual({ plan_cache_mode: "auto" });

      const keys = await plansOfThreeRuns('where "id" in ($1, $2, $3, $4, $5, $6, $7, $8, $9)', () =>
        keyNames(conn, longList),
      );
      expect(keys).toEqual({ generic: 3, custom: 0 });

      // an unnamed lookup by equal values, or an insert of values, runs in the connection's mode as
      // it is: no setting (a round trip) of its own
      await sql`create table wide (a int, b int, c int, d int, e int, f int, g int, h int, i int)`.execute(conn);
      await trackNames(conn, 7, [1, 2]);
      await sql`select track_name from tracks where id = ${1} and conf_id = ${7}`.execute(conn);
      await sql`insert into wide values (${sql.join(longList)}), (${sql.join(longList)})`.execute(conn);
      expect(await mode()).toEqual({ plan_cache_mode: "force_generic_plan" });

      // one whose plan hangs on its values is planned as PostgreSQL chooses
      const hangingOnValues = [
        sql`select track_name from tracks where track_name like ${"a%"}`,
        sql`select track_name from tracks where id >= ${1}`,
        sql`select track_name from tracks where id in (${sql.join(longList)})`,
        sql`insert into wide select * from wide where a in (${sql.join(longList)})`,
      ];
      for (const statement of hangingOnValues) {
        await trackNames(conn, 7, [1, 2]);
        expect(await mode()).toEqual({ plan_cache_mode: "force_generic_plan" });
        await statement.execute(conn);
        expect(await mode()).toEqual({ plan_cache_mode: "auto" });
      }
    });
  });

  it("sets the plans again after a rollback undid the setting", async () => {
    const db = handles[1]!.db;
    await db.connection().execute(async (conn) => {
      await sql`select track_name from tracks where id = ${1}`.execute(conn);
      await expect(
        conn.transaction().execute(async (trx) => {
          // the setting is made inside the transaction, so the rollback undoes it
          await trackNames(trx, 7, [1]);
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      expect(await trackNames(conn, 7, [2])).toEqual([{ track_name: "b2" }]);
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(conn);
      expect(mode.rows[0]).toEqual({ plan_cache_mode: "force_generic_plan" });
    });
  });

  it("works inside a transaction and after its rollback", async () => {
    const db = handles[1]!.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`update tracks set track_name = 'changed' where id = 1`.execute(trx);
        expect(await trackNames(trx, 7, [1])).toEqual([{ track_name: "changed" }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await trackNames(db, 7, [1])).toEqual([{ track_name: "b1" }]);
  });
});
