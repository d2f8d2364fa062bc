import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "../src/db/connection.js";
import { nameStatement } from "../src/db/pgNamedStatements.js";
import { TEST_ENGINE } from "./support/testApp.js";
import { throwawaySchema, type ThrowawayDb } from "./support/throwawayDb.js";

// The named statements' rows are made by a reader kept per statement (db/pgRowShapes.ts): they
// must be the very rows pg makes for the same statement unnamed, whatever the column types.
describe.skipIf(TEST_ENGINE !== "postgres")("named statements' rows on PostgreSQL", () => {
  let schema: ThrowawayDb;
  let handle: DatabaseHandle;
  const TEXT = `select id, conf_id, track_name, id::bigint as big, (id * 1.5)::numeric as amount,
      timestamptz '2026-01-02 03:04:05+00' + make_interval(days => id) as at, id = 1 as first,
      json_build_object('id', id, 'tags', json_build_array('a', null)) as doc,
      upper(track_name) as track_name
    from tracks order by id`;

  beforeAll(async () => {
    schema = await throwawaySchema(process.env.TEST_DATABASE_URL!, "rowshape");
    handle = openDatabase(schema.url);
    await sql`create table tracks (id integer primary key, conf_id integer, track_name text)`.execute(handle.db);
    await sql`insert into tracks values (1, 7, 'one'), (2, null, 'two'), (3, 7, null)`.execute(handle.db);
  });

  afterAll(async () => {
    await handle.close();
    await schema.drop();
  });

  it("answers the rows pg makes for the same statement unnamed", async () => {
    await handle.db.connection().execute(async (conn) => {
      // pg's own reading makes each row with Result.parseRow; the kept reader does not call it
      const pgReads = vi.spyOn(pg.Result.prototype as unknown as { parseRow(values: unknown[]): object }, "parseRow");
      const unnamed = (await sql.raw(TEXT).execute(conn)).rows as Record<string, unknown>[];
      expect(pgReads).toHaveBeenCalledTimes(3);
      nameStatement(TEXT, false);
      for (let round = 0; round < 2; round++) {
        pgReads.mockClear();
        const named = (await sql.raw(TEXT).execute(conn)).rows as Record<string, unknown>[];
        expect(pgReads).not.toHaveBeenCalled();
        expect(named).toEqual(unnamed);
        expect(named.map((row) => Object.keys(row))).toEqual(unnamed.map((row) => Object.keys(row)));
      }
      pgReads.mockRestore();
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn);
      expect(prepared.rows.map((r) => r.statement)).toContain(TEXT);
      expect(unnamed[0]).toEqual({
        id: 1,
        conf_id: 7,
        track_name: "ONE",
        big: 1,
        amount: 1.5,
        at: new Date("2026-01-03T03:04:05Z"),
        first: true,
        doc: { id: 1, tags: ["a", null] },
      });
      expect(unnamed[1]).toMatchObject({ conf_id: null, first: false });
      expect(unnamed[2]).toMatchObject({ track_name: null });
    });
  });
});
