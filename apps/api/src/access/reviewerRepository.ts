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
export async function reviewersOf(db: Db, paperIds: readonly number[]): Promise<ReviewerEntry[]> {
  if (paperIds.length === 0) return [];
  return withFormFields(db, await inChunks(paperIds, (chunk) => reviewerRowsOf(db, chunk)));
}

const reviewerRowsOf = preparedQuery((db, paperIds: readonly number[]): Compilable<ReviewerRow> =>
  selectReviewerRows(db)
    .where("paper_reviewers.paper_id", "in", paperIds)
    .orderBy("paper_reviewers.paper_id")
    .orderBy("paper_reviewers.id"),
);

/** A reviewer entry as read, before its form's fields are attached (withFormFields). */
export type ReviewerRow = Omit<ReviewerEntry, "form_fields"> & { form_conf_id: number };

/**
 * The reviewer entries' columns and the conference whose form version their answers follow. The
 * form's fields are not read per entry: a list page's 150 reviews of one form would each carry
 * (and each be parsed from) the same few kilobytes of JSON; withFormFields reads each form once.
 */
export function selectReviewerRows(db: Db) {
  return db
    .selectFrom("paper_reviewers")
    .innerJoin("users", "users.id", "paper_reviewers.user_id")
    .innerJoin("papers as reviewed_paper", "reviewed_paper.id", "paper_reviewers.paper_id")
    .select(REVIEWER_ENTRY_COLUMNS)
    .select("reviewed_paper.conf_id as form_conf_id");
}

const formVersionsOf = preparedQuery((db, confIds: readonly number[], versions: readonly number[]) =>
  db
    .selectFrom("review_form_versions")
    .select(["conf_id", "version", "fields"])
    .where("conf_id", "in", confIds)
    .where("version", "in", versions),
);

/**
 * The entries with the fields of the form version each was written against (null: no version, or
 * the default form), as reviewFormFieldsColumn reads them for one entry; each form is read once.
 * The rows, read for this call, are made the entries themselves (their form_fields set).
 */
export async function withFormFields(db: Db, rows: readonly ReviewerRow[]): Promise<ReviewerEntry[]> {
  const forms = new Map<string, string>();
  const written = rows.filter((r) => r.form_version != null);
  if (written.length > 0) {
    const confIds = [...new Set(written.map((r) => r.form_conf_id))];
    const versions = [...new Set(written.map((r) => r.form_version!))];
    for (const form of await formVersionsOf(db, confIds, versions))
      forms.set(formKey(form.conf_id, form.version), form.fields);
  }
  // Each row (read for this call) becomes its entry in place: a copy of each row without its
  // form_conf_id, with a copy of each chair's entry to mark it (shape.ts), was about an eighth of
  // a reviewed list page's CPU. The column stays on the entry, which is read by name only.
  return rows.map((row) => {
    const entry = row as ReviewerRow & ReviewerEntry;
    entry.form_fields =
      row.form_version == null ? null : (forms.get(formKey(row.form_conf_id, row.form_version)) ?? null);
    return entry;
  });
}

const formKey = (confId: number, version: number) => `${confId}:${version}`;
