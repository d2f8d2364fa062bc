import type { Kysely, Transaction } from "kysely";
import type { AppConfig } from "../../config.js";
import type { Database } from "../../db/schema.js";
import { isoIn, nowIso } from "../../db/time.js";
import { hashToken, newToken } from "../../http/auth.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Long enough to find the mail after a weekend; the banner sends a fresh link any time. */
const TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** Makes a single-use verification token and answers the web app link that carries it. */
export async function createVerificationLink(db: Db, config: AppConfig, userId: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto("email_verification_tokens")
    .values({ user_id: userId, token_hash: hashToken(token), created_at: nowIso(), expires_at: isoIn(TTL_MS) })
    .execute();
  return `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
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
