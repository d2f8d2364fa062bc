import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

const COLUMNS = [
  "paper_subreviews.id",
  "paper_subreviews.paper_id",
  "paper_subreviews.review_id",
  "paper_subreviews.requested_by",
  "paper_subreviews.subreviewer_id",
  "paper_subreviews.status",
  "paper_subreviews.reviewer_evaluation",
  "paper_subreviews.reviewer_confidence",
  "paper_subreviews.reviewer_remarks",
  "paper_subreviews.reviewer_confidential_remarks",
  "paper_subreviews.answers",
  "paper_subreviews.form_version",
  "paper_subreviews.submitted_at",
  "paper_subreviews.decided_at",
  "sub.first_name as sub_first_name",
  "sub.last_name as sub_last_name",
  "sub.email as sub_email",
  "asker.first_name as asker_first_name",
  "asker.last_name as asker_last_name",
  "papers.paper_sequence",
  "papers.paper_title",
] as const;

function base(db: Db) {
  return db
    .selectFrom("paper_subreviews")
    .innerJoin("users as sub", "sub.id", "paper_subreviews.subreviewer_id")
    .innerJoin("users as asker", "asker.id", "paper_subreviews.requested_by")
    .innerJoin("papers", "papers.id", "paper_subreviews.paper_id")
    .select(COLUMNS);
}

export function findSubreview(db: Db, id: number) {
  return base(db).where("paper_subreviews.id", "=", id).executeTakeFirst();
}
export type SubreviewRow = NonNullable<Awaited<ReturnType<typeof findSubreview>>>;

export function subreviewsOfPaper(db: Db, paperId: number) {
  return base(db).where("paper_subreviews.paper_id", "=", paperId).orderBy("paper_subreviews.id").execute();
}

export function subreviewsFor(db: Db, subreviewerId: number) {
  return base(db)
    .where("paper_subreviews.subreviewer_id", "=", subreviewerId)
    .where("paper_subreviews.status", "in", ["requested", "draft", "submitted", "returned", "approved"])
    .orderBy("paper_subreviews.id", "desc")
    .execute();
}

/** A live request of this reviewer to this person on this paper (one at a time). */
export function openRequest(db: Db, paperId: number, subreviewerId: number) {
  return db
    .selectFrom("paper_subreviews")
    .select(["id", "status"])
    .where("paper_id", "=", paperId)
    .where("subreviewer_id", "=", subreviewerId)
    .executeTakeFirst();
}

/** A request held until the subreviewer's account proves its address: it grants nothing yet. */
export const HELD_STATUS = "awaiting_email";

export async function insertRequest(
  db: Db,
  values: {
    paper_id: number;
    review_id: number;
    requested_by: number;
    subreviewer_id: number;
    held: boolean;
    at: string;
  },
): Promise<number> {
  const { held, at, ...ids } = values;
  const row = await db
    .insertInto("paper_subreviews")
    .values({ ...ids, status: held ? HELD_STATUS : "requested", created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** States in which the subreviewer may still write. */
export const WRITABLE_STATUSES = ["requested", "draft", "submitted", "returned"] as const;

/**
 * The subreviewer's answers on the conference's form; only from the states that take them (a race
 * with an approval changes nothing). A draft is kept back from the asker; sending submits it. The
 * spec's four columns mirror the default form's keys, as paper_reviewers does.
 */
export async function saveSubreview(
  db: Db,
  id: number,
  review: {
    answers: string;
    form_version: number;
    reviewer_evaluation: number | null;
    reviewer_confidence: number | null;
    reviewer_remarks: string | null;
    reviewer_confidential_remarks: string | null;
    draft: boolean;
    at: string;
  },
): Promise<boolean> {
  const { at, draft, ...values } = review;
  const result = await db
    .updateTable("paper_subreviews")
    .set({ ...values, status: draft ? "draft" : "submitted", ...(draft ? {} : { submitted_at: at }), updated_at: at })
    .where("id", "=", id)
    .where("status", "in", [...WRITABLE_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function decide(db: Db, id: number, status: "approved" | "returned", at: string): Promise<boolean> {
  const result = await db
    .updateTable("paper_subreviews")
    .set({ status, decided_at: at, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "submitted")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function paperAuthorsPublic(db: Db, paperId: number) {
  return db
    .selectFrom("paper_authors")
    .select(["first_name", "last_name", "affiliation"])
    .where("paper_id", "=", paperId)
    .orderBy("author_order")
    .orderBy("id")
    .execute();
}
