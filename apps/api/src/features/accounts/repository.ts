import type { Kysely, Transaction } from "kysely";
import type { Database, NewUser } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { mayReceiveRole } from "../../policy/emailProof.js";

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
    .select(["id", "first_name", "last_name", "email", "country", "affiliation", "password_hash", "email_verified_at"])
    .where("id", "=", userId)
    .where("status", "=", 1)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** A user who can be linked to a hand-typed entry now: an account not deleted that may receive roles (policy mayReceiveRole). */
export async function findLinkableUserByEmail(db: Db, email: string): Promise<{ id: number } | undefined> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email_verified_at", "password_hash"])
    .where("email_normalized", "=", normalizeEmail(email))
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return user && mayReceiveRole(user) ? { id: user.id } : undefined;
}

export async function insertUser(
  db: Db,
  user: Omit<NewUser, "email_normalized" | "created_at" | "updated_at">,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto("users")
    .values({
      ...user,
      email: user.email.trim(),
      email_normalized: normalizeEmail(user.email),
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes the account an active, undeleted ADMIN with this password (ensureAdmin). */
export async function restoreAsAdmin(
  db: Db,
  userId: number,
  passwordHash: string,
  emailVerifiedAt: string,
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      role: "ADMIN",
      status: 1,
      deleted_at: null,
      password_hash: passwordHash,
      email_verified_at: emailVerifiedAt,
      updated_at: nowIso(),
    })
    .where("id", "=", userId)
    .execute();
}

/**
 * Entries and roles given to the address (committee entries, co-authorships, TPC members, track
 * chairs, subreviewer requests) before the person had an account, or proved its address, now
 * belong to the account with that email, but only once its owner has proven the address (a mailed
 * link): merely registering someone else's address grants nothing (policy mayReceiveRole).
 */
export async function linkEntriesByEmail(db: Db, userId: number): Promise<void> {
  const user = await db
    .selectFrom("users")
    .select(["email_normalized", "email_verified_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user || user.email_verified_at === null) return;
  const normalized = user.email_normalized;
  await db
    .updateTable("organizing_committee")
    .set({ user_id: userId })
    .where("email_normalized", "=", normalized)
    .where("user_id", "is", null)
    .execute();
  await db
    .updateTable("paper_authors")
    .set({ user_id: userId })
    .where("email_normalized", "=", normalized)
    .where("user_id", "is", null)
    .execute();
  // Grants held by account until the address is proven: TPC members (tpc_members status 3,
  // AWAITING_EMAIL_PROOF), track chairs and subreviewer requests.
  await db
    .updateTable("tpc_members")
    .set({ status: 1 })
    .where("user_id", "=", userId)
    .where("status", "=", 3)
    .execute();
  await db
    .updateTable("track_chairs")
    .set({ awaiting_email_proof: 0 })
    .where("user_id", "=", userId)
    .where("awaiting_email_proof", "=", 1)
    .execute();
  await db
    .updateTable("paper_subreviews")
    .set({ status: "requested" })
    .where("subreviewer_id", "=", userId)
    .where("status", "=", "awaiting_email")
    .execute();
}

/** Records that the owner proved the address (idempotent: the first proof's time stays). */
export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db
    .updateTable("users")
    .set({ email_verified_at: nowIso() })
    .where("id", "=", userId)
    .where("email_verified_at", "is", null)
    .execute();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where("id", "=", userId)
    .execute();
}

/** Voids every open set-password link of the account (after a reset or a password change). */
export async function voidPasswordTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable("password_tokens")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

export async function createSession(db: Db, userId: number, tokenHash: string, expiresAt: string): Promise<void> {
  await db
    .insertInto("sessions")
    .values({ user_id: userId, token_hash: tokenHash, created_at: nowIso(), expires_at: expiresAt })
    .execute();
}

/** Signs out one session (logout). */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.updateTable("sessions").set({ revoked_at: nowIso() }).where("id", "=", sessionId).execute();
}

export async function revokeSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  let q = db
    .updateTable("sessions")
    .set({ revoked_at: nowIso() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (exceptSessionId !== undefined) q = q.where("id", "!=", exceptSessionId);
  await q.execute();
}
