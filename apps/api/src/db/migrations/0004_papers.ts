import { type Kysely, sql } from "kysely";
import { binaryType, notNull, withId } from "./helpers.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("papers"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id"))
    .addColumn("paper_sequence", "integer", notNull)
    .addColumn("paper_title", "text", notNull)
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("abstract", "text", notNull)
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("decision", "text")
    .addColumn("final_decision_remark", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    // Sequence numbers are unique per conference; this also serves the default sort.
    .addUniqueConstraint("papers_conf_sequence_unique", ["conf_id", "paper_sequence"])
    .execute();
  // Paper lists filter by track, by status within a conference, by author, and sort by title.
  await db.schema.createIndex("papers_track_id_idx").on("papers").columns(["track_id", "paper_sequence"]).execute();
  await db.schema.createIndex("papers_conf_status_idx").on("papers").columns(["conf_id", "status"]).execute();
  await db.schema.createIndex("papers_created_by_idx").on("papers").column("created_by").execute();
  await db.schema.createIndex("papers_conf_title_idx").on("papers").columns(["conf_id", "paper_title"]).execute();
  await db.schema
    .createIndex("papers_lower_title_idx")
    .on("papers")
    .expression(sql`lower(paper_title)`)
    .execute();

  await db.schema
    .createTable("paper_files")
    .addColumn("paper_id", "integer", (c) => c.primaryKey().references("papers.id"))
    .addColumn("file_name", "text", notNull)
    .addColumn("mime_type", "text", notNull)
    .addColumn("size", "integer", notNull)
    .addColumn("data", binaryType(db), notNull)
    .addColumn("uploaded_at", "text", notNull)
    .execute();

  await withId(db, db.schema.createTable("paper_authors"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("user_id", "integer", (c) => c.references("users.id"))
    .addColumn("first_name", "text", notNull)
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", notNull)
    .addColumn("email_normalized", "text", notNull)
    .addColumn("country", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("affiliation", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("author_order", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", notNull)
    .addUniqueConstraint("paper_authors_unique_email", ["paper_id", "email_normalized"])
    .execute();
  // "My papers" and authorship checks look up by user; registration links by email.
  await db.schema.createIndex("paper_authors_user_id_idx").on("paper_authors").column("user_id").execute();
  await db.schema.createIndex("paper_authors_email_idx").on("paper_authors").column("email_normalized").execute();

  await withId(db, db.schema.createTable("paper_status_history"))
    .addColumn("paper_id", "integer", (c) => c.notNull().references("papers.id"))
    .addColumn("from_status", "integer")
    .addColumn("to_status", "integer", notNull)
    .addColumn("reason", "text")
    .addColumn("changed_by", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .execute();
  // foreign key; a paper's history is read by paper
  await db.schema
    .createIndex("paper_status_history_paper_id_idx")
    .on("paper_status_history")
    .column("paper_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["paper_status_history", "paper_authors", "paper_files", "papers"]) {
    await db.schema.dropTable(table).execute();
  }
}
