import { type Kysely, sql } from "kysely";
import { repairedJson } from "../storableText.js";
import { isPostgres } from "./helpers.js";

// Repairs JSON text stored before requests holding text no column can hold were refused: a lone
// UTF-16 surrogate (half of a character, "\ud800"), or a NUL inside JSON carried in a multipart
// field (a submission's field answers), which the check did not reach then. A plain text column
// never kept a lone surrogate (both drivers write U+FFFD in its place), but the columns below hold
// JSON written by JSON.stringify, which keeps them as the escapes `\ud800` and `\u0000`.
// PostgreSQL's jsonb refuses both escapes, so one such review answer or submission field answer
// made every read that looks into the answers fail for the whole conference (the chairs'
// dashboard, All Papers' score and field searches, its score sorts). Each lone surrogate and each
// NUL, in a value or a key, becomes U+FFFD, as lone surrogates did in the plain text columns. A
// document without one is left exactly as stored (a typed backslash-u, stored as `\\ud800`, is
// ordinary text), and so is text that is not JSON at all.
//
// Left out: auto_assign_drafts.pairs (ids) and the fingerprints (hashes), which hold no typed text,
// and conferences.review_form, which no code writes or reads (forms live in review_form_versions).
// auto_assign_drafts.outcome and audit_log.details copy typed text (titles, names, reasons, mail
// texts); the audit trail is otherwise never edited, and this changes only the half-characters.
//
// down() does nothing: which escapes were replaced is not kept, so the repair cannot be undone.

/** The JSON text columns that can hold what a person typed (every table is keyed by `id`). */
export const REPAIRED_COLUMNS = [
  ["papers", "submission_fields"],
  ["paper_reviewers", "answers"],
  ["paper_reviewers", "draft_answers"],
  ["review_versions", "answers"],
  ["paper_subreviews", "answers"],
  ["review_form_versions", "fields"],
  ["conferences", "additional_fields_submission_form"],
  ["conferences", "file_upload_fields_submission_form"],
  ["conferences", "decisions"],
  ["camera_ready_versions", "final_authors"],
  ["bulk_mail_requests", "answer"],
  ["auto_assign_drafts", "outcome"],
  ["audit_log", "details"],
] as const;

/** Rows read at once: the memory a large installation needs stays bounded. */
const BATCH = 500;

async function repairColumn(db: Kysely<unknown>, table: string, column: string): Promise<void> {
  // The candidates: a `\uD...` or `\u0000` escape somewhere in the text. The backslash is an
  // ordinary character under `escape '!'` on both engines (PostgreSQL's default escape is the
  // backslash); hex digits may be either case, and SQLite's like ignores ASCII case as
  // PostgreSQL's ilike does.
  const like = sql.raw(isPostgres(db) ? "ilike" : "like");
  const ref = sql.ref(column);
  for (let after = 0; ;) {
    const { rows } = await sql<{ id: number; text: string }>`
      select id, ${ref} as text from ${sql.table(table)}
      where id > ${after} and (${ref} ${like} ${"%\\ud%"} escape '!' or ${ref} like ${"%\\u0000%"} escape '!')
      order by id limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const repaired = repairedJson(row.text);
      if (repaired === null) continue;
      // only the text as read: a row written again meanwhile keeps what its writer wrote
      await sql`update ${sql.table(table)} set ${ref} = ${repaired}
        where id = ${row.id} and ${ref} = ${row.text}`.execute(db);
    }
    if (rows.length < BATCH) return;
    after = Number(rows.at(-1)!.id);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of REPAIRED_COLUMNS) await repairColumn(db, table, column);
}

export async function down(): Promise<void> {
  // nothing: the replaced escapes are not kept, so the repair cannot be undone
}
