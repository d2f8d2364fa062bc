import type { Kysely, Transaction } from "kysely";
import type { AppConfig } from "../../config.js";
import type { Database } from "../../db/schema.js";
import { isoIn } from "../../db/time.js";
import { newToken } from "../../http/auth.js";
import { insertPasswordToken, type PasswordTokenPurpose } from "./tokenRepository.js";

export { findUsableToken, spendPasswordToken, type PasswordTokenPurpose } from "./tokenRepository.js";

type Db = Kysely<Database> | Transaction<Database>;

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
  await insertPasswordToken(db, { userId, token, purpose, expiresAt: isoIn(TTL_MS[purpose]) });
  return `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}
