import type { Kysely } from "kysely";
import { notNull, withId } from "./helpers.js";

// Each user's publication list (imported from BibTeX, DBLP or ORCID files, or typed in): what
// computed affinity reads as the member's expertise, and what co-authorship conflicts read.
// Co-authors are kept one per row with their normalised name (and email when the source gave
// one), so "who wrote with this author" is an index lookup, not a scan of every list.
// Their data_version triggers are added by 0128 (conflicts read them behind cached answers).

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("user_publications"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", notNull)
    .addColumn("abstract", "text")
    .addColumn("year", "integer")
    .addColumn("venue", "text")
    /** bibtex, dblp, orcid or manual */
    .addColumn("source", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .execute();
  await db.schema.createIndex("user_publications_user_idx").on("user_publications").column("user_id").execute();

  await withId(db, db.schema.createTable("user_publication_coauthors"))
    .addColumn("publication_id", "integer", (c) => c.notNull().references("user_publications.id").onDelete("cascade"))
    .addColumn("name", "text", notNull)
    /** lower case, accents and punctuation removed, "Last, First" turned to "first last" */
    .addColumn("name_normalized", "text", notNull)
    .addColumn("email_normalized", "text")
    .execute();
  await db.schema
    .createIndex("user_publication_coauthors_pub_idx")
    .on("user_publication_coauthors")
    .column("publication_id")
    .execute();
  await db.schema
    .createIndex("user_publication_coauthors_name_idx")
    .on("user_publication_coauthors")
    .column("name_normalized")
    .execute();
  await db.schema
    .createIndex("user_publication_coauthors_email_idx")
    .on("user_publication_coauthors")
    .column("email_normalized")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_publication_coauthors").execute();
  await db.schema.dropTable("user_publications").execute();
}
