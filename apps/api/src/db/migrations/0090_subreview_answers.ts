import type { Kysely } from "kysely";

// A subreview is written on the conference's review form, so it keeps its
// answers as JSON with the form version they were written against (like paper_reviewers since
// 0040). Subreviews of before are moved over as answers of the default form (version 0), which is
// the only form they could have been checked against; the four spec columns stay for old readers.

interface LegacyRow {
  status: string;
  answers: string | null;
  form_version: number | null;
  id: number;
  reviewer_evaluation: number | null;
  reviewer_confidence: number | null;
  reviewer_remarks: string | null;
  reviewer_confidential_remarks: string | null;
}

const asSubreviews = (db: Kysely<unknown>) => db as unknown as Kysely<{ paper_subreviews: LegacyRow }>;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("paper_subreviews").addColumn("answers", "text").execute();
  await db.schema.alterTable("paper_subreviews").addColumn("form_version", "integer").execute();
  const untyped = asSubreviews(db);
  const rows = await untyped
    .selectFrom("paper_subreviews")
    .select(["id", "reviewer_evaluation", "reviewer_confidence", "reviewer_remarks", "reviewer_confidential_remarks"])
    .where("status", "!=", "requested")
    .execute();
  for (const row of rows) {
    const answers = {
      reviewer_evaluation: row.reviewer_evaluation,
      reviewer_confidence: row.reviewer_confidence,
      reviewer_remarks: row.reviewer_remarks,
      reviewer_confidential_remarks: row.reviewer_confidential_remarks,
    };
    await untyped
      .updateTable("paper_subreviews")
      .set({ answers: JSON.stringify(answers), form_version: 0 })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // a draft is a status only this version knows; the old code reads it as a request
  await asSubreviews(db)
    .updateTable("paper_subreviews")
    .set({ status: "requested" })
    .where("status", "=", "draft")
    .execute();
  await db.schema.alterTable("paper_subreviews").dropColumn("form_version").execute();
  await db.schema.alterTable("paper_subreviews").dropColumn("answers").execute();
}
