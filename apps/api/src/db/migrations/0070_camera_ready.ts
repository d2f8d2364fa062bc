import type { Kysely } from "kysely";
import { addDataVersionTriggers, binaryType, dropDataVersionTriggers, notNull, withId } from "./helpers.js";

// Camera-ready: two conference settings and the final version of an accepted paper,
// kept beside the accepted one (papers and paper_files are never touched), one row per paper
// (a re-upload replaces it). The copyright / consent form is optional.
/** The tables this migration puts under the data_version trigger (paper answers read them). */
export const DATA_VERSION_TABLES_0070 = ["camera_ready_versions"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("conferences")
    .addColumn("camera_ready_open", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("conferences").addColumn("camera_ready_deadline", "text").execute();

  await withId(db, db.schema.createTable("camera_ready_versions"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("final_title", "text", notNull)
    .addColumn("final_abstract", "text", notNull)
    /** JSON: [{first_name, last_name, affiliation, email}] in print order */
    .addColumn("final_authors", "text", notNull)
    .addColumn("file_name", "text", notNull)
    .addColumn("size", "integer", notNull)
    .addColumn("data", binaryType(db), notNull)
    .addColumn("copyright_file_name", "text")
    .addColumn("copyright_size", "integer")
    .addColumn("copyright_data", binaryType(db))
    .addColumn("uploaded_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("uploaded_at", "text", notNull)
    .addUniqueConstraint("camera_ready_versions_paper_unique", ["paper_id"])
    .execute();
  await db.schema
    .createIndex("camera_ready_versions_uploaded_by_idx")
    .on("camera_ready_versions")
    .column("uploaded_by")
    .execute();

  // Paper answers may show whether a final version exists: the trigger of 0013.
  await addDataVersionTriggers(db, DATA_VERSION_TABLES_0070);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropDataVersionTriggers(db, DATA_VERSION_TABLES_0070);
  await db.schema.dropTable("camera_ready_versions").execute();
  await db.schema.alterTable("conferences").dropColumn("camera_ready_deadline").execute();
  await db.schema.alterTable("conferences").dropColumn("camera_ready_open").execute();
}
