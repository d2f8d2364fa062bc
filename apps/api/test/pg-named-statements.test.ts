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
