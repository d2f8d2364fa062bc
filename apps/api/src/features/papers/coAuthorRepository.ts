// The co-author confirmation queries: the caller's pending listings, and the row one
// confirms or declines.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The papers that list this account as a co-author it has not confirmed, newest first. */
export function pendingListingsOf(db: Db, userId: number) {
  return db
    .selectFrom("paper_authors")
    .innerJoin("papers", "papers.id", "paper_authors.paper_id")
    .innerJoin("conferences", "conferences.id", "papers.conf_id")
    .innerJoin("tracks", "tracks.id", "papers.track_id")
    .innerJoin("users as submitter", "submitter.id", "papers.created_by")
    .select([
      "papers.id as paper_id",
      "papers.paper_sequence",
      "papers.paper_title",
      "papers.conf_id",
      "conferences.event_name",
      "conferences.acronym_title",
      "tracks.track_name",
      "submitter.first_name as submitter_first_name",
      "submitter.last_name as submitter_last_name",
      "paper_authors.created_at",
    ])
    .where("paper_authors.user_id", "=", userId)
    .where("paper_authors.confirmed", "=", 0)
    .orderBy("paper_authors.created_at", "desc")
    .orderBy("paper_authors.id", "desc")
    .execute();
}

/** The caller's unconfirmed row on one paper, if any. */
export function findPendingListing(db: Db, paperId: number, userId: number) {
  return db
    .selectFrom("paper_authors")
    .innerJoin("papers", "papers.id", "paper_authors.paper_id")
    .select(["paper_authors.id", "paper_authors.email", "papers.conf_id"])
    .where("paper_authors.paper_id", "=", paperId)
    .where("paper_authors.user_id", "=", userId)
    .where("paper_authors.confirmed", "=", 0)
    .executeTakeFirst();
}

/** Confirms the row; false when someone removed or confirmed it in the meantime. */
export async function confirmListing(db: Db, authorId: number): Promise<boolean> {
  const result = await db
    .updateTable("paper_authors")
    .set({ confirmed: 1 })
    .where("id", "=", authorId)
    .where("confirmed", "=", 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
