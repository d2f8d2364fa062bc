import type { Kysely, Transaction } from "kysely";
import type { AppConfig } from "../../config.js";
import type { Database } from "../../db/schema.js";
import { isoIn, nowIso } from "../../db/time.js";
import { hashToken, newToken } from "../../http/auth.js";

type Db = Kysely<Database> | Transaction<Database>;

export type PasswordTokenPurpose = "FORGOT_PASSWORD" | "INVITATION";

const TTL_MS: Record<PasswordTokenPurpose, number> = {
  FORGOT_PASSWORD: 60 * 60 * 1000, // one hour: a reset link stays short-lived
  INVITATION: 14 * 24 * 60 * 60 * 1000, // an invitee may take a while to answer
};

/** Makes a single-use token and answers the web app link that carries it. */
export async function createPasswordLink(
  db: Db,
  config: AppConfig,
  userId: number,
  purpose: PasswordTokenPurpose,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto("password_tokens")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      purpose,
      created_at: nowIso(),
      expires_at: isoIn(TTL_MS[purpose]),
    })
    .execute();
  return `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
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
