import type { Kysely } from "kysely";
import { addDataVersionTriggers, binaryType, dropDataVersionTriggers, notNull, withId } from "./helpers.js";

// file_upload_fields_submission_form: the files authors hand in for the chairs' extra
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
  await addDataVersionTriggers(db, DATA_VERSION_TABLES_0075);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, DATA_VERSION_TABLES_0075);
  await db.schema.dropTable(TABLE).execute();
}
