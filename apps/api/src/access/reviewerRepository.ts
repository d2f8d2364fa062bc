// The reviewer entries of papers (paper_reviewers joined with users), read by every feature that
// shows reviews: one place for the columns, the form version's fields and the bulk read.
import type { Compilable, ExpressionBuilder, Kysely, Transaction } from "kysely";
import { preparedQuery } from "../db/prepared.js";
import type { Database } from "../db/schema.js";
import { inChunks } from "../db/chunks.js";
import type { ReviewerEntry } from "../policy/papers.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The columns of the spec's paper reviewer entry (paper_reviewers joined with users). */
export const REVIEWER_ENTRY_COLUMNS = [
  "paper_reviewers.id",
  "paper_reviewers.paper_id",
  "paper_reviewers.user_id",
  "users.first_name",
  "users.last_name",
  "users.email",
  "paper_reviewers.reviewer_evaluation",
  "paper_reviewers.reviewer_confidence",
  "paper_reviewers.reviewer_remarks",
  "paper_reviewers.reviewer_confidential_remarks",
  "paper_reviewers.reviewed_at",
  "paper_reviewers.answers",
  "paper_reviewers.form_version",
] as const;

/** The fields of the form version a review was written against (null: the default form). */
export function reviewFormFieldsColumn(eb: ExpressionBuilder<Database, "paper_reviewers">) {
  return eb
    .selectFrom("review_form_versions")
    .innerJoin("papers as form_paper", "form_paper.conf_id", "review_form_versions.conf_id")
    .select("review_form_versions.fields")
    .whereRef("form_paper.id", "=", "paper_reviewers.paper_id")
    .whereRef("review_form_versions.version", "=", "paper_reviewers.form_version")
    .as("form_fields");
}

/** Full review entries of these papers; callers pass them through the visibility policy. */
export function reviewersOf(db: Db, paperIds: readonly number[]): Promise<ReviewerEntry[]> {
  if (paperIds.length === 0) return Promise.resolve([]);
  return inChunks(paperIds, (chunk) => reviewerRowsOf(db, chunk));
}

const reviewerRowsOf = preparedQuery((db, paperIds: readonly number[]): Compilable<ReviewerEntry> =>
  selectReviewerEntries(db)
    .where("paper_reviewers.paper_id", "in", paperIds)
    .orderBy("paper_reviewers.paper_id")
    .orderBy("paper_reviewers.id"),
);

/** The reviewer entries' columns with their form version's fields (a paper's entries go by id). */
export function selectReviewerEntries(db: Db) {
  return db
    .selectFrom("paper_reviewers")
    .innerJoin("users", "users.id", "paper_reviewers.user_id")
    .select(REVIEWER_ENTRY_COLUMNS)
    .select(reviewFormFieldsColumn);
}
