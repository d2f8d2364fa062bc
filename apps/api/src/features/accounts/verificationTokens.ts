import type { Kysely, Transaction } from "kysely";
import type { AppConfig } from "../../config.js";
import type { Database } from "../../db/schema.js";
import { isoIn } from "../../db/time.js";
import { newToken } from "../../http/auth.js";
import { insertVerificationToken } from "./tokenRepository.js";

export { findVerificationToken, spendVerificationToken, voidVerificationTokens } from "./tokenRepository.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Long enough to find the mail after a weekend; the banner sends a fresh link any time. */
const TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** Makes a single-use verification token and answers the web app link that carries it. */
export async function createVerificationLink(db: Db, config: AppConfig, userId: number): Promise<string> {
  const token = newToken();
  await insertVerificationToken(db, { userId, token, expiresAt: isoIn(TTL_MS) });
  return `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}
