import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { hashToken } from "../../http/auth.js";

// The single-use tokens of password links (password_tokens) and of address verification links
// (email_verification_tokens); ./passwordTokens.ts and ./verificationTokens.ts make the links.

type Db = Kysely<Database> | Transaction<Database>;

export type PasswordTokenPurpose = "FORGOT_PASSWORD" | "INVITATION";

export async function insertPasswordToken(
  db: Db,
  row: { userId: number; token: string; purpose: PasswordTokenPurpose; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("password_tokens")
    .values({
      user_id: row.userId,
      token_hash: hashToken(row.token),
      purpose: row.purpose,
      created_at: nowIso(),
      expires_at: row.expiresAt,
    })
    .execute();
}

/** The unspent, unexpired token row, or undefined. */
export function findUsableToken(db: Db, token: string) {
  return db
    .selectFrom("password_tokens")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
}

/** Spends the token; false when a concurrent use spent it first. */
export async function spendPasswordToken(db: Db, id: number): Promise<boolean> {
  const spent = await db
    .updateTable("password_tokens")
    .set({ used_at: nowIso() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function insertVerificationToken(
  db: Db,
  row: { userId: number; token: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("email_verification_tokens")
    .values({ user_id: row.userId, token_hash: hashToken(row.token), created_at: nowIso(), expires_at: row.expiresAt })
    .execute();
}

/** The token's row whatever its state (spent and expired rows too), or undefined. */
export function findVerificationToken(db: Db, token: string) {
  return db
    .selectFrom("email_verification_tokens")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
}

/** Spends the token; false when a concurrent use spent it first. */
export async function spendVerificationToken(db: Db, id: number): Promise<boolean> {
  const spent = await db
    .updateTable("email_verification_tokens")
    .set({ used_at: nowIso() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** Once the address is proven, the account's other open links are pointless: void them. */
export async function voidVerificationTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable("email_verification_tokens")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}
