// Every query of the import: it reads and writes papers, authors, topics, conflicts, TPC members,
// assignments, leads and reviews of one conference, inside the one transaction of the file.
import type { ReviewAnswers } from "@symposia/domain";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";

type Trx = Transaction<Database>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(trx: Trx, email: string) {
  return trx
    .selectFrom("users")
    .select(["id", "email", "status", "deleted_at", "email_verified_at", "password_hash"])
    .where("email_normalized", "=", normalizeEmail(email))
    .executeTakeFirst();
}

export async function insertInvitee(
  trx: Trx,
  p: { email: string; first_name: string; last_name: string; affiliation: string; country: string },
): Promise<number> {
  const now = nowIso();
  const row = await trx
    .insertInto("users")
    .values({
      ...p,
      email: p.email.trim(),
      email_normalized: normalizeEmail(p.email),
      password_hash: null,
      role: "USER",
      status: 1,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export function firstTrack(trx: Trx, confId: number) {
  return trx.selectFrom("tracks").select("id").where("conf_id", "=", confId).orderBy("id").executeTakeFirst();
}

export function trackOf(trx: Trx, confId: number, trackId: number) {
  return trx
    .selectFrom("tracks")
    .select("id")
    .where("conf_id", "=", confId)
    .where("id", "=", trackId)
    .executeTakeFirst();
}

export function paperByExternalId(trx: Trx, confId: number, externalId: string) {
  return trx
    .selectFrom("papers")
    .select(["id", "created_by", "status"])
    .where("conf_id", "=", confId)
    .where("external_id", "=", externalId)
    .executeTakeFirst();
}

export async function nextPaperSequence(trx: Trx, confId: number): Promise<number> {
  const row = await trx
    .updateTable("conferences")
    .set((eb) => ({ paper_sequence_counter: eb("paper_sequence_counter", "+", 1) }))
    .where("id", "=", confId)
    .returning("paper_sequence_counter")
    .executeTakeFirstOrThrow();
  return Number(row.paper_sequence_counter);
}

export interface PaperValues {
  paper_title?: string;
  abstract?: string;
  keywords?: string;
  status?: number;
  decision?: string | null;
  created_by?: number;
}

export async function insertPaper(
  trx: Trx,
  p: {
    conf_id: number;
    track_id: number;
    paper_sequence: number;
    external_id: string;
    created_by: number;
  } & PaperValues,
): Promise<number> {
  const now = nowIso();
  const row = await trx
    .insertInto("papers")
    .values({
      paper_title: "",
      abstract: "",
      keywords: "",
      status: 0,
      decision: null,
      final_decision_remark: null,
      ...p,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePaper(trx: Trx, paperId: number, values: PaperValues): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await trx
    .updateTable("papers")
    .set({ ...values, updated_at: nowIso() })
    .where("id", "=", paperId)
    .execute();
}

export function authorsOf(trx: Trx, paperId: number) {
  return trx
    .selectFrom("paper_authors")
    .select(["id", "email_normalized", "user_id"])
    .where("paper_id", "=", paperId)
    .orderBy("author_order")
    .execute();
}

export interface AuthorValues {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  affiliation: string;
  author_order: number;
  confirmed: number;
}

export async function insertAuthor(trx: Trx, paperId: number, a: AuthorValues): Promise<void> {
  await trx
    .insertInto("paper_authors")
    .values({
      ...a,
      paper_id: paperId,
      email_normalized: normalizeEmail(a.email),
      created_at: nowIso(),
      is_presenter: 0,
    })
    .execute();
}

export async function updateAuthor(trx: Trx, authorId: number, a: AuthorValues): Promise<void> {
  await trx
    .updateTable("paper_authors")
    .set({ ...a, email_normalized: normalizeEmail(a.email) })
    .where("id", "=", authorId)
    .execute();
}

export async function deleteAuthors(trx: Trx, ids: number[]): Promise<void> {
  if (ids.length) await trx.deleteFrom("paper_authors").where("id", "in", ids).execute();
}

export function topicsOf(trx: Trx, confId: number) {
  return trx.selectFrom("conference_topics").select(["id", "name", "position"]).where("conf_id", "=", confId).execute();
}

export async function insertTopic(trx: Trx, confId: number, name: string, position: number): Promise<number> {
  const row = await trx
    .insertInto("conference_topics")
    .values({ conf_id: confId, name, position, created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setPaperTopics(trx: Trx, paperId: number, topicIds: number[]): Promise<void> {
  await trx.deleteFrom("paper_topics").where("paper_id", "=", paperId).execute();
  if (topicIds.length)
    await trx
      .insertInto("paper_topics")
      .values(topicIds.map((topic_id) => ({ paper_id: paperId, topic_id })))
      .execute();
}

/** The conference's TPC member ids (accepted, any track). */
export async function tpcUserIds(trx: Trx, confId: number): Promise<Set<number>> {
  const rows = await trx
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .select("tpc_members.user_id")
    .where("tracks.conf_id", "=", confId)
    .where("tpc_members.status", "=", 1)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** The chairs of the conference's tracks (a held chair is no chair yet). */
export async function trackChairIds(trx: Trx, confId: number): Promise<Set<number>> {
  const rows = await trx
    .selectFrom("track_chairs")
    .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
    .select("track_chairs.user_id")
    .where("tracks.conf_id", "=", confId)
    .where("track_chairs.awaiting_email_proof", "=", 0)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

export function tpcMembership(trx: Trx, trackId: number, userId: number) {
  return trx
    .selectFrom("tpc_members")
    .select(["id", "status"])
    .where("track_id", "=", trackId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function insertTpcMember(
  trx: Trx,
  trackId: number,
  userId: number,
  status: number,
  invitedBy: number,
): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto("tpc_members")
    .values({
      track_id: trackId,
      user_id: userId,
      status,
      invited_by: invitedBy,
      created_at: now,
      responded_at: status === 1 ? now : null,
    })
    .execute();
}

export function chairConflict(trx: Trx, paperId: number, userId: number) {
  return trx
    .selectFrom("paper_conflicts")
    .select(["id", "conflict_type"])
    .where("paper_id", "=", paperId)
    .where("user_id", "=", userId)
    .where("source", "=", "chair")
    .executeTakeFirst();
}

export async function insertConflict(
  trx: Trx,
  paperId: number,
  userId: number,
  type: string,
  by: number,
): Promise<void> {
  const now = nowIso();
  await trx
    .insertInto("paper_conflicts")
    .values({
      paper_id: paperId,
      user_id: userId,
      conflict_type: type,
      source: "chair",
      reason: "Imported",
      created_by: by,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function updateConflictType(trx: Trx, id: number, type: string): Promise<void> {
  await trx
    .updateTable("paper_conflicts")
    .set({ conflict_type: type, updated_at: nowIso() })
    .where("id", "=", id)
    .execute();
}

export async function deleteConflict(trx: Trx, id: number): Promise<void> {
  await trx.deleteFrom("paper_conflicts").where("id", "=", id).execute();
}

export function assignment(trx: Trx, paperId: number, userId: number) {
  return trx
    .selectFrom("paper_reviewers")
    .select(["id", "reviewed_at", "answers", "form_version"])
    .where("paper_id", "=", paperId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function insertAssignment(trx: Trx, paperId: number, userId: number, by: number): Promise<number> {
  const row = await trx
    .insertInto("paper_reviewers")
    .values({ paper_id: paperId, user_id: userId, assigned_by: by, assigned_at: nowIso() } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * An imported review as the reviewer's submitted one: the answers with their form version, the
 * columns older readers use, and a new entry in the review's version history, both at `submitted_at`
 * (when the file says the reviewer submitted it, else the time of the import).
 */
export async function saveImportedReview(
  trx: Trx,
  assignmentId: number,
  review: { paper_id: number; user_id: number; values: ReviewAnswers; form_version: number; submitted_at: string },
): Promise<void> {
  const at = review.submitted_at;
  const answers = JSON.stringify(review.values);
  const score = (key: string) => (typeof review.values[key] === "number" ? (review.values[key] as number) : null);
  const text = (key: string) => (typeof review.values[key] === "string" ? (review.values[key] as string) : null);
  await trx
    .updateTable("paper_reviewers")
    .set({
      reviewer_evaluation: score("reviewer_evaluation"),
      reviewer_confidence: score("reviewer_confidence"),
      reviewer_remarks: text("reviewer_remarks"),
      reviewer_confidential_remarks: text("reviewer_confidential_remarks"),
      answers,
      form_version: review.form_version,
      reviewed_at: at,
    })
    .where("id", "=", assignmentId)
    .execute();
  const last = await trx
    .selectFrom("review_versions")
    .select((eb) => eb.fn.max("version").as("v"))
    .where("paper_reviewer_id", "=", assignmentId)
    .executeTakeFirst();
  await trx
    .insertInto("review_versions")
    .values({
      paper_reviewer_id: assignmentId,
      paper_id: review.paper_id,
      user_id: review.user_id,
      version: Number(last?.v ?? 0) + 1,
      form_version: review.form_version,
      answers,
      submitted_at: at,
    })
    .execute();
}

export async function deleteAssignment(trx: Trx, id: number): Promise<void> {
  await trx.deleteFrom("paper_reviewers").where("id", "=", id).execute();
}

export async function upsertPaperFile(trx: Trx, paperId: number, name: string, data: Buffer): Promise<void> {
  await trx.deleteFrom("paper_files").where("paper_id", "=", paperId).execute();
  await trx
    .insertInto("paper_files")
    .values({
      paper_id: paperId,
      file_name: name,
      mime_type: "application/pdf",
      size: data.length,
      data,
      uploaded_at: nowIso(),
    })
    .execute();
}

export async function submissionFieldDefs(trx: Trx, confId: number): Promise<string | null> {
  const row = await trx
    .selectFrom("conferences")
    .select("additional_fields_submission_form")
    .where("id", "=", confId)
    .executeTakeFirst();
  return row?.additional_fields_submission_form ?? null;
}

export function paperFieldValues(trx: Trx, paperId: number) {
  return trx.selectFrom("papers").select("submission_fields").where("id", "=", paperId).executeTakeFirst();
}

export async function setPaperFieldValues(trx: Trx, paperId: number, json: string): Promise<void> {
  await trx.updateTable("papers").set({ submission_fields: json }).where("id", "=", paperId).execute();
}
