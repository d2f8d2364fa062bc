import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../src/db/connection.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { TEST_ENGINE } from "./support/testApp.js";
import { throwawaySchema, type ThrowawayDb } from "./support/throwawayDb.js";

// Several installations (or test workers) may share one PostgreSQL database, each in its own
// schema. What one of them learns by introspection, its migrations included, is its own schema's
// tables, and another schema dropped meanwhile changes nothing for it.
describe.skipIf(TEST_ENGINE !== "postgres")("introspection on PostgreSQL", () => {
  const base = process.env.TEST_DATABASE_URL!;
  const schemas: ThrowawayDb[] = [];
  const handles: DatabaseHandle[] = [];
  const open = async (prefix: string) => {
    const schema = await throwawaySchema(base, prefix);
    schemas.push(schema);
    const handle = openDatabase(schema.url);
    handles.push(handle);
    return handle;
  };

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    for (const schema of schemas) await schema.drop();
  });

  describe("of a schema beside another", () => {
    let mine: DatabaseHandle;
    beforeAll(async () => {
      mine = await open("own");
      const other = await open("other");
      await sql`create table notes (id serial primary key, body text not null default '', seen_at text)`.execute(
        mine.db,
      );
      await sql`comment on column notes.body is 'what was noted'`.execute(mine.db);
      await sql`create view short_notes as select id from notes`.execute(mine.db);
      await sql`create table elsewhere (id integer generated always as identity)`.execute(other.db);
    });

    it("lists its own tables and views, with their columns, and nothing of the other schema", async () => {
      const tables = await mine.db.introspection.getTables();
      expect(tables.map((t) => [t.name, t.isView])).toEqual([
        ["notes", false],
        ["short_notes", true],
      ]);
      const notes = tables.find((t) => t.name === "notes")!;
      expect(
        notes.columns.map((c) => [c.name, c.dataType, c.isNullable, c.hasDefaultValue, c.isAutoIncrementing]),
      ).toEqual([
        ["id", "int4", false, true, true],
        ["body", "text", false, true, false],
        ["seen_at", "text", true, false, false],
      ]);
      expect(notes.columns[1]!.comment).toBe("what was noted");
    });

    it("reads an identity column as auto-incrementing", async () => {
      const other = handles[1]!;
      const [elsewhere] = await other.db.introspection.getTables();
      expect(elsewhere?.columns[0]).toMatchObject({ name: "id", isAutoIncrementing: true });
    });
  });

  it("migrates while other schemas are created and dropped", async () => {
    const handle = await open("migrating");
    let churning = true;
    const churn = (async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        for (let i = 0; churning; i++) {
          const name = `churn_${process.pid}_${i}`;
          await client.query(`create schema ${name}`);
          await client.query(`create table ${name}.t (id serial primary key, a text, b text)`);
          await client.query(`drop schema ${name} cascade`);
        }
      } finally {
        await client.end();
      }
    })();
    try {
      await migrateToLatest(handle.db);
      // the migrator's bookkeeping and the app's tables are in the schema
      const names = (await handle.db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name);
      expect(names).toEqual(expect.arrayContaining(["kysely_migration", "papers", "users"]));
      for (let i = 0; i < 20; i++) await handle.db.introspection.getTables();
    } finally {
      churning = false;
      await churn;
    }
  });
});
