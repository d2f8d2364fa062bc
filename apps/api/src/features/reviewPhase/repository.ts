// Every query of the review phase: deadlines and extensions, declines, reminders and
// review attachments.
import type { Kysely, Transaction } from "kysely";
import { inChunks } from "../../db/chunks.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The conference settings the review window and the reminders read. */
export {
  findPhaseConference,
  type PhaseConference,
  findExtension,
  extensionsOf,
  findAssignment,
} from "../../access/repository.js";

export async function saveExtension(
  db: Db,
  values: { paper_id: number; user_id: number; deadline: string; granted_by: number },
): Promise<void> {
  await db
    .insertInto("review_extensions")
    .values({ ...values, created_at: nowIso() })
    .onConflict((oc) =>
      oc
        .columns(["paper_id", "user_id"])
        .doUpdateSet({ deadline: values.deadline, granted_by: values.granted_by, created_at: nowIso() }),
    )
    .execute();
}

/** A paper's extensions with their reviewers, by reviewer name (Manage Reviewers lists them). */
export function extensionsOfPaper(db: Db, paperId: number) {
  return db
    .selectFrom("review_extensions")
    .innerJoin("users", "users.id", "review_extensions.user_id")
    .select([
      "review_extensions.user_id",
      "review_extensions.deadline",
      "review_extensions.created_at",
      "users.first_name",
      "users.last_name",
      "users.email",
    ])
    .where("review_extensions.paper_id", "=", paperId)
    .orderBy("users.last_name")
    .orderBy("users.first_name")
    .orderBy("users.id")
    .execute();
}

/** Removes one reviewer's extension; false when there was none. */
export async function deleteExtension(db: Db, paperId: number, userId: number): Promise<boolean> {
  const r = await db
    .deleteFrom("review_extensions")
    .where("paper_id", "=", paperId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Ends an assignment whose review was not submitted; false when the review landed meanwhile. */
export async function endUnreviewedAssignment(db: Db, assignmentId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom("paper_reviewers")
    .where("id", "=", assignmentId)
    .where("reviewed_at", "is", null)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

export async function insertDecline(
  db: Db,
  values: { paper_id: number; user_id: number; reason: string },
): Promise<number> {
  const row = await db
    .insertInto("review_declines")
    .values({ ...values, created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What is left of a declined assignment: the reviewer's extension and attachment for the paper. */
export async function removePairLeftovers(db: Db, paperId: number, userId: number): Promise<void> {
  await db.deleteFrom("review_extensions").where("paper_id", "=", paperId).where("user_id", "=", userId).execute();
  await db.deleteFrom("review_attachments").where("paper_id", "=", paperId).where("user_id", "=", userId).execute();
}

/** (paper, reviewer) pairs declined on these papers: auto-assign does not offer them again. */
export async function declinedPairs(
  db: Db,
  paperIds: readonly number[],
): Promise<{ paperId: number; reviewerId: number }[]> {
  if (paperIds.length === 0) return [];
  const rows = await inChunks(paperIds, (ids) =>
    db.selectFrom("review_declines").select(["paper_id", "user_id"]).distinct().where("paper_id", "in", ids).execute(),
  );
  return rows.map((r) => ({ paperId: r.paper_id, reviewerId: r.user_id }));
}

/** SUPERCHAIRs of the conference and chairs of the track, active accounts only, each once. */
export async function chairAddresses(db: Db, confId: number, trackId: number) {
  const rows = await db
    .selectFrom("users")
    .select(["users.id", "users.email", "users.affiliation", "users.first_name", "users.last_name"])
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null)
    .where((eb) =>
      eb.or([
        eb(
          "users.id",
          "in",
          eb
            .selectFrom("conference_permissions")
            .select("user_id")
            .where("conf_id", "=", confId)
            .where("permission", "=", "SUPERCHAIR"),
        ),
        eb(
          "users.id",
          "in",
          eb
            .selectFrom("track_chairs")
            .select("user_id")
            .where("track_id", "=", trackId)
            .where("awaiting_email_proof", "=", 0),
        ),
      ]),
    )
    .orderBy("users.id")
    .execute();
  return rows;
}

/**
 * Unsubmitted assignments of a conference (or one track), with the reviewer and the paper's
 * state (the service keeps those on papers that still take reviews): the raw material of reminders.
 */
export function missingReviews(db: Db, confId: number, trackId?: number) {
  let q = db
    .selectFrom("paper_reviewers")
    .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
    .innerJoin("users", "users.id", "paper_reviewers.user_id")
    .select([
      "paper_reviewers.user_id",
      "users.first_name",
      "users.last_name",
      "users.email",
      "papers.id as paper_id",
      "papers.paper_sequence",
      "papers.paper_title",
      "papers.created_by",
      "papers.track_id",
      "papers.status",
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom("paper_files")
              .select("paper_files.paper_id")
              .whereRef("paper_files.paper_id", "=", "papers.id"),
          )
          .as("has_file_raw"),
    ])
    .where("papers.conf_id", "=", confId)
    .where("paper_reviewers.reviewed_at", "is", null)
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null);
  if (trackId !== undefined) q = q.where("papers.track_id", "=", trackId);
  return q.orderBy("users.id").orderBy("papers.paper_sequence").execute();
}
export type MissingReview = Awaited<ReturnType<typeof missingReviews>>[number];

/** Linked author accounts of these papers. */
export async function authorIdsOf(db: Db, paperIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const map = new Map<number, Set<number>>();
  if (paperIds.length === 0) return map;
  const rows = await inChunks(paperIds, (ids) =>
    db
      .selectFrom("paper_authors")
      .select(["paper_id", "user_id"])
      .where("paper_id", "in", ids)
      .where("user_id", "is not", null)
      .execute(),
  );
  for (const r of rows) {
    if (!map.has(r.paper_id)) map.set(r.paper_id, new Set());
    map.get(r.paper_id)!.add(r.user_id!);
  }
  return map;
}

export { findTrack } from "../../access/repository.js";

/** Conferences whose automatic reminders may be due: Approved, open for reviews, with a review deadline and N days. */
export function conferencesWithAutomaticReminders(db: Db, approvedStatus: number) {
  return (
    db
      .selectFrom("conferences")
      .select(["id", "review_deadline", "review_reminder_days", "timezone_for_deadline"])
      .where("conference_status", "=", approvedStatus)
      // while the chairs keep reviewing closed, a reminder would ask for what cannot be done
      .where("permit_pc_members_to_enter_reviews", "=", 1)
      .where("review_deadline", "is not", null)
      .where("review_reminder_days", "is not", null)
      .execute()
  );
}

// --- attachments ---------------------------------------------------------------------------

const ATTACHMENT_INFO = ["id", "paper_id", "user_id", "file_name", "mime_type", "size", "uploaded_at"] as const;

export function attachmentOf(db: Db, paperId: number, userId: number) {
  return db
    .selectFrom("review_attachments")
    .select(ATTACHMENT_INFO)
    .where("paper_id", "=", paperId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function attachmentsOf(db: Db, userId: number, paperIds: readonly number[]) {
  if (paperIds.length === 0) return [];
  return inChunks(paperIds, (ids) =>
    db
      .selectFrom("review_attachments")
      .select(ATTACHMENT_INFO)
      .where("user_id", "=", userId)
      .where("paper_id", "in", ids)
      .execute(),
  );
}

export function findAttachment(db: Db, id: number) {
  return db.selectFrom("review_attachments").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function saveAttachment(
  db: Db,
  values: { paper_id: number; user_id: number; file_name: string; mime_type: string; size: number; data: Buffer },
): Promise<void> {
  const uploaded_at = nowIso();
  await db
    .insertInto("review_attachments")
    .values({ ...values, uploaded_at })
    .onConflict((oc) =>
      oc.columns(["paper_id", "user_id"]).doUpdateSet({
        file_name: values.file_name,
        mime_type: values.mime_type,
        size: values.size,
        data: values.data,
        uploaded_at,
      }),
    )
    .execute();
}

export async function deleteAttachment(db: Db, paperId: number, userId: number): Promise<boolean> {
  const r = await db
    .deleteFrom("review_attachments")
    .where("paper_id", "=", paperId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}
