import { type Kysely, sql } from "kysely";

// The paper lists sort by lower(title) then sequence within a conference (or a track); with these
// indexes a page of a 10,000-paper conference is read in order instead of sorting every paper.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("papers_conf_lower_title_seq_idx")
    .on("papers")
    .expression(sql`conf_id, lower(paper_title), paper_sequence`)
    .execute();
  await db.schema
    .createIndex("papers_track_lower_title_seq_idx")
    .on("papers")
    .expression(sql`track_id, lower(paper_title), paper_sequence`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("papers_track_lower_title_seq_idx").execute();
  await db.schema.dropIndex("papers_conf_lower_title_seq_idx").execute();
}
