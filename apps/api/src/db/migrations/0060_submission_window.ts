import { type Kysely, sql } from "kysely";

// the submission window: an abstract deadline before the last submission date, an
// opening date for automatic opening, and nature_of_submission as one of three values.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("conferences").addColumn("abstract_submission_deadline", "text").execute();
  await db.schema.alterTable("conferences").addColumn("submission_opening_date", "text").execute();
  // The free text of before meant nothing to the server: every conference took full papers.
  await sql`update conferences set nature_of_submission = 'Full paper'
    where nature_of_submission is null or nature_of_submission not in ('Full paper', 'Abstract only', 'Abstract, then full paper')`.execute(
    db,
  );
  // Automatic mode (the stored default) now ignores new_submission_allowed; a conference a chair
  // had closed by hand moves to manual mode so it stays closed.
  await sql`update conferences set automatic_submission_page_opening_or_closure = 0 where new_submission_allowed = 0`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("conferences").dropColumn("abstract_submission_deadline").execute();
  await db.schema.alterTable("conferences").dropColumn("submission_opening_date").execute();
}
