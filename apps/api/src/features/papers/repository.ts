// Kysely queries of the papers feature. Paper files are only read by the file and detail calls;
// everything else selects around them.
import type { Insertable, Kysely, Transaction } from "kysely";
import type { PaperUpdateInput, SubmissionFieldValues } from "@symposia/domain";
import type { Database, PaperAuthorsTable, PapersTable } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { inChunks } from "../../db/chunks.js";
import { preparedQuery } from "../../db/prepared.js";
import { SUBMISSION_FACT_COLUMNS } from "../../policy/submission.js";

type Db = Kysely<Database> | Transaction<Database>;

export {
  PAPER_COLUMNS,
  findPaper,
  type PaperRow,
  findPaperConference,
  type PaperConferenceRow,
} from "../../access/repository.js";

export { findTrack } from "../../access/repository.js";

export { authorLinks, hasReviewAssignment } from "../../access/repository.js";
export { reviewersOf } from "../../access/reviewerRepository.js";

/** SQLite binds at most a few thousand parameters per statement; pages go in chunks. */

export function authorsOf(db: Db, paperIds: readonly number[]) {
  if (paperIds.length === 0) return Promise.resolve([]);
  return inChunks(paperIds, (chunk) => authorRowsOf(db, chunk));
}
export type AuthorRow = Awaited<ReturnType<typeof authorsOf>>[number];

const authorRowsOf = preparedQuery((db, paperIds: readonly number[]) =>
  selectAuthorRows(db).where("paper_id", "in", paperIds).orderBy("paper_id").orderBy("author_order").orderBy("id"),
);

/** The answer's author columns (the order of a paper's authors is the caller's: author_order, id). */
const AUTHOR_COLUMNS = [
  "id",
  "paper_id",
  "first_name as author_first_name",
  "last_name as author_last_name",
  "email as author_email",
  "user_id",
  "confirmed",
  "is_presenter",
  // read for the conflict rules (conflictIndexAmong), never answered (shapePaper leaves them out)
  "email_normalized",
  "affiliation",
] as const;

/** The names of an author row's columns, in the order selectAuthorRows selects them. */
export const AUTHOR_ROW_NAMES: readonly string[] = AUTHOR_COLUMNS.map((column) => column.split(" as ").at(-1)!);

export function selectAuthorRows(db: Db) {
  return db.selectFrom("paper_authors").select(AUTHOR_COLUMNS);
}

export async function findFile(db: Db, paperId: number) {
  return (await fileRow(db, paperId))[0];
}

const fileRow = preparedQuery((db, paperId: number) =>
  db.selectFrom("paper_files").select(["file_name", "mime_type", "size", "data"]).where("paper_id", "=", paperId),
);

export async function saveFile(
  db: Db,
  paperId: number,
  file: { fileName: string; mimeType: string; data: Buffer },
): Promise<void> {
  // On a replaced file the update reads the inserted row (excluded.*), so the file is sent once.
  await db
    .insertInto("paper_files")
    .values({
      paper_id: paperId,
      file_name: file.fileName,
      mime_type: file.mimeType,
      size: file.data.length,
      data: file.data,
      uploaded_at: nowIso(),
    })
    .onConflict((oc) =>
      oc.column("paper_id").doUpdateSet((eb) => ({
        file_name: eb.ref("excluded.file_name"),
        mime_type: eb.ref("excluded.mime_type"),
        size: eb.ref("excluded.size"),
        data: eb.ref("excluded.data"),
        uploaded_at: eb.ref("excluded.uploaded_at"),
      })),
    )
    .execute();
}

export async function recordStatusChange(
  db: Db,
  change: { paperId: number; from: number | null; to: number; reason: string | null; by: number },
): Promise<void> {
  await db
    .insertInto("paper_status_history")
    .values({
      paper_id: change.paperId,
      from_status: change.from,
      to_status: change.to,
      reason: change.reason,
      changed_by: change.by,
      created_at: nowIso(),
    })
    .execute();
}

export function findAuthor(db: Db, authorId: number) {
  return db.selectFrom("paper_authors").selectAll().where("id", "=", authorId).executeTakeFirst();
}

/** The paper's author row with this (normalized) address, if any. */
export function findAuthorByEmail(db: Db, paperId: number, emailNormalized: string) {
  return db
    .selectFrom("paper_authors")
    .select("id")
    .where("paper_id", "=", paperId)
    .where("email_normalized", "=", emailNormalized)
    .executeTakeFirst();
}

/** Adds an author row and answers it as the author calls show it. */
export function insertAuthor(db: Db, author: Insertable<PaperAuthorsTable>) {
  return db
    .insertInto("paper_authors")
    .values(author)
    .returning([
      "id",
      "paper_id",
      "first_name",
      "last_name",
      "email",
      "user_id",
      "country",
      "affiliation",
      "author_order",
      "confirmed",
    ])
    .executeTakeFirstOrThrow();
}

export async function deleteAuthor(db: Db, authorId: number): Promise<void> {
  await db.deleteFrom("paper_authors").where("id", "=", authorId).execute();
}

export async function countAuthors(db: Db, paperId: number): Promise<number> {
  const row = await db
    .selectFrom("paper_authors")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("paper_id", "=", paperId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function nextAuthorOrder(db: Db, paperId: number): Promise<number> {
  const row = await db
    .selectFrom("paper_authors")
    .select((eb) => eb.fn.max("author_order").as("m"))
    .where("paper_id", "=", paperId)
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

/** Marks the paper changed; also takes its row lock for the rest of the transaction. */
export async function touchPaper(db: Db, paperId: number): Promise<void> {
  await db.updateTable("papers").set({ updated_at: nowIso() }).where("id", "=", paperId).execute();
}

/** Moves the paper from `from` to `to`; false when its status has changed meanwhile. */
export async function changeStatusFrom(db: Db, paperId: number, from: number, to: number): Promise<boolean> {
  const updated = await db
    .updateTable("papers")
    .set({ status: to, updated_at: nowIso() })
    .where("id", "=", paperId)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The authors' addresses, in author order (mail to the authors). */
export function authorEmails(db: Db, paperId: number) {
  return db
    .selectFrom("paper_authors")
    .select(["email"])
    .where("paper_id", "=", paperId)
    .orderBy("author_order")
    .orderBy("id")
    .execute();
}

/** Inserts a paper row and answers its id. */
export async function insertPaper(db: Db, paper: Insertable<PapersTable>): Promise<number> {
  const row = await db.insertInto("papers").values(paper).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Bumps the conference's paper counter and answers it with the settings a submission is judged
 * by. The update takes the conference row's lock (PostgreSQL) or runs inside the write lock
 * (SQLite) until commit.
 */
export function bumpPaperSequenceCounter(db: Db, confId: number) {
  return db
    .updateTable("conferences")
    .set((eb) => ({ paper_sequence_counter: eb("paper_sequence_counter", "+", 1) }))
    .where("id", "=", confId)
    .returning(["paper_sequence_counter", "acronym_title", ...SUBMISSION_FACT_COLUMNS])
    .executeTakeFirstOrThrow();
}

export async function setPaperSequence(db: Db, paperId: number, paperSequence: number): Promise<void> {
  await db.updateTable("papers").set({ paper_sequence: paperSequence }).where("id", "=", paperId).execute();
}

/** Writes what POST /paper/update edits (other_collaborators only when sent). */
export async function updatePaperDetails(
  db: Db,
  paperId: number,
  input: PaperUpdateInput,
  fields?: SubmissionFieldValues,
): Promise<void> {
  await db
    .updateTable("papers")
    .set({
      track_id: input.track_id,
      paper_title: input.paper_title,
      keywords: input.keywords,
      abstract: input.abstract,
      ...(input.other_collaborators === undefined ? {} : { other_collaborators: input.other_collaborators }),
      ...(fields === undefined ? {} : { submission_fields: JSON.stringify(fields) }),
      updated_at: nowIso(),
    })
    .where("id", "=", paperId)
    .execute();
}
