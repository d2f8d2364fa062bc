import { sql, type Kysely, type Transaction } from "kysely";
import type { ProfileUpdateInput, UserListQuery } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { startsWithCi } from "../../db/search.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

export const PUBLIC_USER_COLUMNS = ["id", "first_name", "last_name", "email", "country", "affiliation", "status"] as const;


export async function listUsers(db: Kysely<Database>, q: UserListQuery) {
  let base = db.selectFrom("users").where("deleted_at", "is", null);
  if (q.param_search) {
    const text = q.param_search;
    base = base.where((eb) =>
      eb.or([startsWithCi("first_name", text), startsWithCi("last_name", text), startsWithCi("email_normalized", text)]),
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
  return db.selectFrom("users").select([...PUBLIC_USER_COLUMNS]).where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
}

export function searchActiveUsers(db: Kysely<Database>, text: string) {
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email"])
    .where("status", "=", 1)
    .where("deleted_at", "is", null)
    // an account made for an invitee (no password yet) is nobody's to pick until it is claimed
    .where("password_hash", "is not", null)
    .where((eb) =>
      eb.or([startsWithCi("first_name", text), startsWithCi("last_name", text), startsWithCi("email_normalized", text)]),
    )
    .orderBy("first_name")
    .orderBy("last_name")
    .orderBy("id")
    .limit(20)
    .execute();
}

/**
 * Whether the user manages something that needs a user picker: a chair (SUPERCHAIR), a track
 * chair or an organising-committee member of some conference (issue 15: GET /search-users).
 */
export async function managesAnyConference(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("conference_permissions")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("permission", "=", "SUPERCHAIR")
    .unionAll(db.selectFrom("track_chairs").select("user_id").where("user_id", "=", userId))
    .unionAll(db.selectFrom("organizing_committee").select((eb) => eb.fn.coalesce("user_id", eb.lit(0)).as("user_id")).where("user_id", "=", userId))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active, undeleted ADMIN accounts other than `userId`. */
export async function countOtherActiveAdmins(db: Kysely<Database> | Transaction<Database>, userId: number): Promise<number> {
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
  return db.selectFrom("users").select(["id", "role", "status"]).where("id", "=", userId).where("deleted_at", "is", null).executeTakeFirst();
}

/** Writes the profile fields (and the status, when given). */
export async function updateUserProfile(db: Db, userId: number, input: ProfileUpdateInput & { status?: 0 | 1 }): Promise<void> {
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
  await db.updateTable("users").set({ status: 0, deleted_at: nowIso(), updated_at: nowIso() }).where("id", "=", userId).execute();
}
