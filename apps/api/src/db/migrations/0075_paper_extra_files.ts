import { type Kysely, sql } from "kysely";
import { binaryType, isPostgres, notNull, withId } from "./helpers.js";

// Issue 19 (file_upload_fields_submission_form): the files authors hand in for the chairs' extra
// file slots, one per (paper, slot key). The slot definitions live in the conference setting (JSON);
// a removed slot's files stay stored but are no longer shown. Paper answers list these files, so the
// table bumps data_version like paper_conflicts (0020).

const TABLE = "paper_extra_files";
export const DATA_VERSION_TABLES_0075 = [TABLE] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable(TABLE))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("slot_key", "text", notNull)
    .addColumn("file_name", "text", notNull)
    .addColumn("mime_type", "text", notNull)
    .addColumn("size", "integer", notNull)
    .addColumn("data", binaryType(db), notNull)
    .addColumn("uploaded_at", "text", notNull)
    // one file per slot; also the lookup by paper
    .addUniqueConstraint("paper_extra_files_unique", ["paper_id", "slot_key"])
    .execute();
  if (isPostgres(db)) {
    await sql`
      create constraint trigger ${sql.id(`data_version_${TABLE}`)}
      after insert or update or delete on ${sql.id(TABLE)}
      deferrable initially deferred for each row execute function bump_data_version()`.execute(db);
  } else {
    for (const op of ["insert", "update", "delete"] as const) {
      await sql`
        create trigger ${sql.id(`data_version_${TABLE}_${op}`)} after ${sql.raw(op)} on ${sql.id(TABLE)}
        begin update data_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger ${sql.id(`data_version_${TABLE}`)} on ${sql.id(TABLE)}`.execute(db);
  } else {
    for (const op of ["insert", "update", "delete"]) await sql`drop trigger ${sql.id(`data_version_${TABLE}_${op}`)}`.execute(db);
  }
  await db.schema.dropTable(TABLE).execute();
}
