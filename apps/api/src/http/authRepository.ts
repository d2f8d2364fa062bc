import type { Kysely } from "kysely";
import { preparedQuery } from "../db/prepared.js";
import type { Database } from "../db/schema.js";

// The caller behind a bearer token (./auth.ts): a session or a personal API token, with its active
// user (with the facts its conflicts are judged by: email, affiliation, names) and, in the same
// query, the committed data version (./responseCache.ts).

/** The unrevoked, unexpired session of this token hash, with its active user. */
export async function findSessionCaller(db: Kysely<Database>, tokenHash: string, now: string) {
  return (await sessionCaller(db, tokenHash, now))[0];
}

// every signed-in request runs it: compiled once (db/prepared.ts)
const sessionCaller = preparedQuery((db, tokenHash: string, now: string) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select((eb) => [
      "sessions.id as sessionId",
      "users.id as id",
      "users.first_name",
      "users.last_name",
      "users.email",
      "users.affiliation",
      "users.role",
      eb.selectFrom("data_version").select("data_version.version").where("data_version.id", "=", 1).as("data_version"),
    ])
    .where("sessions.token_hash", "=", tokenHash)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", now)
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null),
);

/** The unrevoked, unexpired API token of this hash, with its active user. */
export function findApiTokenCaller(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.user_id")
    .select((eb) => [
      "api_tokens.id as tokenId",
      "api_tokens.scopes",
      "api_tokens.last_used_at",
      "users.id as id",
      "users.first_name",
      "users.last_name",
      "users.email",
      "users.affiliation",
      "users.role",
      eb.selectFrom("data_version").select("data_version.version").where("data_version.id", "=", 1).as("data_version"),
    ])
    .where("api_tokens.token_hash", "=", tokenHash)
    .where("api_tokens.revoked_at", "is", null)
    .where("api_tokens.expires_at", ">", now)
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null)
    .executeTakeFirst();
}

export async function touchApiToken(db: Kysely<Database>, tokenId: number, now: string): Promise<void> {
  await db.updateTable("api_tokens").set({ last_used_at: now }).where("id", "=", tokenId).execute();
}

/** Whether the user has proved their email address (the signed-in frame's banner until then). */
export async function hasVerifiedEmail(db: Kysely<Database>, userId: number): Promise<boolean> {
  const row = await db.selectFrom("users").select("email_verified_at").where("id", "=", userId).executeTakeFirst();
  return row?.email_verified_at != null;
}
