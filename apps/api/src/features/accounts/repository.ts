import type { Kysely, Transaction } from "kysely";
import type { Database, NewUser } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom("users").selectAll().where("email_normalized", "=", normalizeEmail(email)).executeTakeFirst();
}

export function findUserById(db: Db, id: number) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * An active, undeleted user, as the pickers (chairs, committee, TPC members, reviewers) need one.
 * A null password_hash means the account was made by an invitation and has no password yet.
 */
export function findActiveUser(db: Db, userId: number) {
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "country", "affiliation", "password_hash"])
    .where("id", "=", userId)
    .where("status", "=", 1)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export async function insertUser(db: Db, user: Omit<NewUser, "email_normalized" | "created_at" | "updated_at">): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto("users")
    .values({ ...user, email: user.email.trim(), email_normalized: normalizeEmail(user.email), created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Entries made by email before the person had an account (committee, co-authorship) now belong
 * to the account with that email.
 */
export async function linkEntriesByEmail(db: Db, userId: number, email: string): Promise<void> {
  const normalized = normalizeEmail(email);
  await db.updateTable("organizing_committee").set({ user_id: userId }).where("email_normalized", "=", normalized).where("user_id", "is", null).execute();
  await db.updateTable("paper_authors").set({ user_id: userId }).where("email_normalized", "=", normalized).where("user_id", "is", null).execute();
}

export async function createSession(db: Db, userId: number, tokenHash: string, expiresAt: string): Promise<void> {
  await db.insertInto("sessions").values({ user_id: userId, token_hash: tokenHash, created_at: nowIso(), expires_at: expiresAt }).execute();
}

export async function revokeSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  let q = db.updateTable("sessions").set({ revoked_at: nowIso() }).where("user_id", "=", userId).where("revoked_at", "is", null);
  if (exceptSessionId !== undefined) q = q.where("id", "!=", exceptSessionId);
  await q.execute();
}
