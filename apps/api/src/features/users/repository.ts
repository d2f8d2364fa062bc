import { sql, type ExpressionBuilder, type Kysely, type Transaction } from "kysely";
import { CONFERENCE_STATUS, type ProfileUpdateInput, type UserListQuery } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { startsWithCi } from "../../db/search.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

export const PUBLIC_USER_COLUMNS = [
  "id",
  "first_name",
  "last_name",
  "email",
  "country",
  "affiliation",
  "status",
] as const;

export async function listUsers(db: Kysely<Database>, q: UserListQuery) {
  let base = db.selectFrom("users").where("deleted_at", "is", null);
  if (q.param_search) {
    const text = q.param_search;
    base = base.where((eb) =>
      eb.or([
        startsWithCi("first_name", text),
        startsWithCi("last_name", text),
        startsWithCi("email_normalized", text),
      ]),
    );
  }
  const totalRow = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const sortColumn = q.order_by === "email" ? "email_normalized" : q.order_by;
  const data = await base
    .select([...PUBLIC_USER_COLUMNS])
    .orderBy(sortColumn === "status" ? "status" : sql.ref(sortColumn), q.order_type)
    .orderBy("id", "asc")
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
  return { data, total: Number(totalRow.total) };
}

export function getPublicUser(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("users")
    .select([...PUBLIC_USER_COLUMNS])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** Active accounts a picker may choose, with what the email-proof rule needs (the service maps it to email_verified). */
export function searchActiveUsers(db: Kysely<Database>, text: string) {
  return (
    db
      .selectFrom("users")
      .select(["id", "first_name", "last_name", "email", "email_verified_at", "password_hash"])
      .where("status", "=", 1)
      .where("deleted_at", "is", null)
      // an account made for an invitee (no password yet) is nobody's to pick until it is claimed
      .where("password_hash", "is not", null)
      .where((eb) =>
        eb.or([
          startsWithCi("first_name", text),
          startsWithCi("last_name", text),
          startsWithCi("email_normalized", text),
        ]),
      )
      .orderBy("first_name")
      .orderBy("last_name")
      .orderBy("id")
      .limit(20)
      .execute()
  );
}

/**
 * Whether the user manages something that needs a user picker: a chair (SUPERCHAIR), a track
 * chair (not held) or an organising-committee member of an Approved conference. A proposal still
 * Pending (or a Rejected or Blocked conference) opens nothing: anyone may propose one.
 */
export async function managesAnyConference(db: Db, userId: number): Promise<boolean> {
  const approved = (eb: ExpressionBuilder<Database, "conferences">) =>
    eb("conferences.conference_status", "=", CONFERENCE_STATUS.APPROVED);
  const row = await db
    .selectFrom("conference_permissions")
    .innerJoin("conferences", "conferences.id", "conference_permissions.conf_id")
    .select("conference_permissions.user_id")
    .where("conference_permissions.user_id", "=", userId)
    .where("conference_permissions.permission", "=", "SUPERCHAIR")
    .where(approved)
    .unionAll(
      db
        .selectFrom("track_chairs")
        .innerJoin("tracks", "tracks.id", "track_chairs.track_id")
        .innerJoin("conferences", "conferences.id", "tracks.conf_id")
        .select("track_chairs.user_id")
        .where("track_chairs.user_id", "=", userId)
        .where("track_chairs.awaiting_email_proof", "=", 0)
        .where(approved),
    )
    .unionAll(
      db
        .selectFrom("organizing_committee")
        .innerJoin("conferences", "conferences.id", "organizing_committee.conf_id")
        .select((eb) => eb.fn.coalesce("organizing_committee.user_id", eb.lit(0)).as("user_id"))
        .where("organizing_committee.user_id", "=", userId)
        .where(approved),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active, undeleted ADMIN accounts other than `userId`. */
export async function countOtherActiveAdmins(
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "ADMIN")
    .where("status", "=", 1)
    .where("deleted_at", "is", null)
    .where("id", "!=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The account's role and status, unless it was deleted. */
export function findUndeletedUser(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "role", "status"])
    .where("id", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** Writes the profile fields (and the status, when given). */
export async function updateUserProfile(
  db: Db,
  userId: number,
  input: ProfileUpdateInput & { status?: 0 | 1 },
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      first_name: input.first_name,
      last_name: input.last_name,
      country: input.country,
      affiliation: input.affiliation,
      ...(input.status !== undefined ? { status: input.status } : {}),
      updated_at: nowIso(),
    })
    .where("id", "=", userId)
    .execute();
}

/** "Deleting" a user deactivates and hides the account; its papers and reviews stay. */
export async function softDeleteUser(db: Db, userId: number): Promise<void> {
  await db
    .updateTable("users")
    .set({ status: 0, deleted_at: nowIso(), updated_at: nowIso() })
    .where("id", "=", userId)
    .execute();
}
