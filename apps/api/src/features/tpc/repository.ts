import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { mayReceiveRole } from "../../policy/emailProof.js";
import { REVIEWER_ENTRY_COLUMNS } from "../../access/reviewerRepository.js";

type Db = Kysely<Database> | Transaction<Database>;

import { TPC_STATUS, eligiblePapersQuery } from "../../access/repository.js";

export { TPC_STATUS };

export { findTrackWithConference, type TrackWithConference } from "../../access/repository.js";

export function findMembership(db: Db, trackId: number, userId: number) {
  return db
    .selectFrom("tpc_members")
    .selectAll()
    .where("track_id", "=", trackId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export function findMembershipById(db: Db, id: number) {
  return db.selectFrom("tpc_members").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function deleteMembership(db: Db, id: number): Promise<void> {
  await db.deleteFrom("tpc_members").where("id", "=", id).execute();
}

/** A member as the track's track_reviewer_data lists it. */
export function memberItem(db: Db, id: number) {
  return db
    .selectFrom("tpc_members")
    .innerJoin("users", "users.id", "tpc_members.user_id")
    .select([
      "tpc_members.id",
      "tpc_members.track_id",
      "tpc_members.user_id as reviewer_id",
      "users.first_name as reviewer_first_name",
      "users.last_name as reviewer_last_name",
      "users.email as reviewer_email",
      "tpc_members.status",
    ])
    .where("tpc_members.id", "=", id)
    .executeTakeFirstOrThrow();
}

/** Inserts a membership row unless one exists; answers its id, or null when another request won. */
export async function insertMembership(
  db: Db,
  row: { trackId: number; userId: number; status: number; invitedBy: number },
): Promise<number | null> {
  const now = nowIso();
  const inserted = await db
    .insertInto("tpc_members")
    .values({
      track_id: row.trackId,
      user_id: row.userId,
      status: row.status,
      invited_by: row.invitedBy,
      created_at: now,
      responded_at: row.status === TPC_STATUS.PENDING ? null : now,
    })
    .onConflict((oc) => oc.columns(["track_id", "user_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** Moves a membership from one status to another; false when it was no longer in `from` (a lost race). */
export async function changeMembershipStatus(
  db: Db,
  id: number,
  from: number,
  to: number,
  invitedBy?: number,
): Promise<boolean> {
  const result = await db
    .updateTable("tpc_members")
    .set({
      status: to,
      responded_at: to === TPC_STATUS.PENDING ? null : nowIso(),
      // a renewed invitation is a new one of its own: it leaves any earlier several-track invitation
      ...(invitedBy !== undefined ? { invited_by: invitedBy, created_at: nowIso(), invitation_group: null } : {}),
    })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Members of a track with a given status, with what a mail to them needs. */
export function membersWithStatus(db: Db, trackId: number, status: number) {
  return db
    .selectFrom("tpc_members")
    .innerJoin("users", "users.id", "tpc_members.user_id")
    .select(["users.id", "users.first_name", "users.last_name", "users.email", "users.password_hash"])
    .where("tpc_members.track_id", "=", trackId)
    .where("tpc_members.status", "=", status)
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null)
    .orderBy("users.id")
    .execute();
}

export async function countEligiblePapers(db: Db, trackId: number): Promise<number> {
  const row = await eligiblePapersQuery(db, trackId)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countAcceptedMembers(db: Db, trackId: number): Promise<number> {
  const row = await db
    .selectFrom("tpc_members")
    .innerJoin("users", "users.id", "tpc_members.user_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("tpc_members.track_id", "=", trackId)
    .where("tpc_members.status", "=", TPC_STATUS.ACCEPTED)
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The paper with its track and conference, for a manual assignment. */
export function findPaperForAssignment(db: Db, paperId: number) {
  return db
    .selectFrom("papers")
    .innerJoin("conferences", "conferences.id", "papers.conf_id")
    .select([
      "papers.id",
      "papers.conf_id",
      "papers.track_id",
      "papers.status",
      "papers.created_by",
      "papers.paper_sequence",
      "papers.paper_title",
      "conferences.conference_status",
      "conferences.acronym_title",
    ])
    .where("papers.id", "=", paperId)
    .executeTakeFirst();
}

export function paperAuthors(db: Db, paperId: number) {
  return db.selectFrom("paper_authors").select(["user_id", "email"]).where("paper_id", "=", paperId).execute();
}

export { findActiveUser } from "../accounts/index.js";

/** An assignment as the paper's paper_reviewer_data lists it. */
export function reviewerEntry(db: Db, id: number) {
  return db
    .selectFrom("paper_reviewers")
    .innerJoin("users", "users.id", "paper_reviewers.user_id")
    .select(REVIEWER_ENTRY_COLUMNS)
    .where("paper_reviewers.id", "=", id)
    .executeTakeFirstOrThrow();
}

/** Unreviewed assignments of a user on the papers of one track (removed with the membership). */
export async function deleteUnreviewedAssignments(db: Db, trackId: number, userId: number): Promise<number> {
  const result = await db
    .deleteFrom("paper_reviewers")
    .where("user_id", "=", userId)
    .where("reviewed_at", "is", null)
    .where("paper_id", "in", (eb) => eb.selectFrom("papers").select("id").where("track_id", "=", trackId))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countReviewedAssignments(db: Db, trackId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom("paper_reviewers")
    .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("papers.track_id", "=", trackId)
    .where("paper_reviewers.user_id", "=", userId)
    .where("paper_reviewers.reviewed_at", "is not", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A new assignment, or undefined when the pair is already assigned. */
export function insertAssignment(db: Db, paperId: number, reviewerId: number, assignedBy: number) {
  return db
    .insertInto("paper_reviewers")
    .values({ paper_id: paperId, user_id: reviewerId, assigned_by: assignedBy, assigned_at: nowIso() })
    .onConflict((oc) => oc.columns(["paper_id", "user_id"]).doNothing())
    .returning("id")
    .executeTakeFirst();
}

export function findAssignment(db: Db, assignmentId: number) {
  return db.selectFrom("paper_reviewers").selectAll().where("id", "=", assignmentId).executeTakeFirst();
}

/** The assignment of one reviewer on one paper, if any. */
export function findAssignmentOf(db: Db, paperId: number, userId: number) {
  return db
    .selectFrom("paper_reviewers")
    .selectAll()
    .where("paper_id", "=", paperId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** The paper's assigned reviewers with their addresses, in assignment order. */
export function paperReviewerPeople(db: Db, paperId: number) {
  return db
    .selectFrom("paper_reviewers")
    .innerJoin("users", "users.id", "paper_reviewers.user_id")
    .select(["users.id", "users.email", "users.affiliation"])
    .where("paper_reviewers.paper_id", "=", paperId)
    .orderBy("paper_reviewers.id")
    .execute();
}

/** Removes an assignment whose review was not submitted (the review may land meanwhile: then false). */
export async function deleteUnreviewedAssignment(db: Db, assignmentId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom("paper_reviewers")
    .where("id", "=", assignmentId)
    .where("reviewed_at", "is", null)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/** Whether the account may receive a role now (policy mayReceiveRole: its owner proved the address). */
export async function mayReceiveRoleNow(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select(["email_verified_at", "password_hash"])
    .where("id", "=", userId)
    .executeTakeFirst();
  return row !== undefined && mayReceiveRole(row);
}

// ---- the conference's programme committee (several tracks at once) ----

/** The conference's tracks with what the TPC mails say about them. */
export function tracksOfConference(db: Db, confId: number) {
  return db
    .selectFrom("tracks")
    .innerJoin("conferences", "conferences.id", "tracks.conf_id")
    .select([
      "tracks.id",
      "tracks.conf_id",
      "tracks.track_name",
      "conferences.conference_status",
      "conferences.acronym_title",
      "conferences.event_name",
    ])
    .where("tracks.conf_id", "=", confId)
    .orderBy("tracks.id")
    .execute();
}

/** Marks the rows of one several-track invitation (the group is the id of the row whose token was mailed). */
export async function setInvitationGroup(db: Db, ids: readonly number[], group: number): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable("tpc_members").set({ invitation_group: group }).where("id", "in", ids).execute();
}

/**
 * Answers the other still-pending tracks of the same several-track invitation as the row just
 * answered: one acceptance (or refusal) for every track of it. Answers the rows it changed.
 */
export async function answerInvitationGroup(
  db: Db,
  answered: { id: number; user_id: number; invitation_group: number | null },
  to: number,
): Promise<{ id: number; track_id: number; track_name: string }[]> {
  if (answered.invitation_group === null) return [];
  const siblings = await db
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .select(["tpc_members.id", "tpc_members.track_id", "tracks.track_name"])
    .where("tpc_members.invitation_group", "=", answered.invitation_group)
    .where("tpc_members.user_id", "=", answered.user_id)
    .where("tpc_members.id", "!=", answered.id)
    .where("tpc_members.status", "=", TPC_STATUS.PENDING)
    .orderBy("tpc_members.track_id")
    .execute();
  const changed = [];
  for (const row of siblings) if (await changeMembershipStatus(db, row.id, TPC_STATUS.PENDING, to)) changed.push(row);
  return changed;
}

/** The people among userIds with a membership row (any status) in a track of the conference. */
export async function usersOnConferencePc(db: Db, confId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("tpc_members")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .select("tpc_members.user_id")
    .distinct()
    .where("tracks.conf_id", "=", confId)
    .where("tpc_members.user_id", "in", userIds)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** Members of several tracks with a given status, each person once (the lowest track id first). */
export async function membersOfTracksWithStatus(db: Db, trackIds: readonly number[], status: number) {
  if (trackIds.length === 0) return [];
  const rows = await db
    .selectFrom("tpc_members")
    .innerJoin("users", "users.id", "tpc_members.user_id")
    .select([
      "users.id",
      "users.first_name",
      "users.last_name",
      "users.email",
      "users.password_hash",
      "tpc_members.track_id",
    ])
    .where("tpc_members.track_id", "in", trackIds)
    .where("tpc_members.status", "=", status)
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null)
    .orderBy("users.id")
    .orderBy("tpc_members.track_id")
    .execute();
  const people = new Map<number, (typeof rows)[number] & { track_ids: number[] }>();
  for (const r of rows) {
    const p = people.get(r.id);
    if (p) p.track_ids.push(r.track_id);
    else people.set(r.id, { ...r, track_ids: [r.track_id] });
  }
  return [...people.values()];
}
