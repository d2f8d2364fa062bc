// Queries of the submission-form feature.
import type { Kysely, Transaction } from "kysely";
import { sql } from "kysely";
import { PAPER_STATUS } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The conference's papers still in play that have no paper file (the spec's Missing paper, 1010). */
export async function papersWithoutFile(db: Db, confId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("papers")
    .select("papers.id")
    .where("papers.conf_id", "=", confId)
    .where("papers.status", "=", PAPER_STATUS.SUBMITTED)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom("paper_files as f").select(sql.lit(1).as("one")).whereRef("f.paper_id", "=", "papers.id"),
        ),
      ),
    )
    .orderBy("papers.paper_sequence")
    .execute();
  return rows.map((r) => r.id);
}

export function findFieldsSetting(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select("additional_fields_submission_form")
    .where("id", "=", confId)
    .executeTakeFirst();
}

export async function storeFieldsSetting(db: Db, confId: number, json: string): Promise<void> {
  await db
    .updateTable("conferences")
    .set({ additional_fields_submission_form: json, updated_at: nowIso() })
    .where("id", "=", confId)
    .execute();
}

export function findPresenterSetting(db: Db, confId: number) {
  return db.selectFrom("conferences").select("author_selecting_presenter").where("id", "=", confId).executeTakeFirst();
}

export function findAuthorsOfPaper(db: Db, paperId: number) {
  return db.selectFrom("paper_authors").select(["id"]).where("paper_id", "=", paperId).execute();
}

/** One presenter per paper: this author on, every other off. */
export async function setPresenter(db: Db, paperId: number, authorId: number): Promise<void> {
  await db
    .updateTable("paper_authors")
    .set((eb) => ({ is_presenter: eb.case().when("id", "=", authorId).then(1).else(0).end() }))
    .where("paper_id", "=", paperId)
    .execute();
}
