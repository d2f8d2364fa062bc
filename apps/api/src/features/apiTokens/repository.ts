import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface NewApiToken {
  user_id: number;
  name: string;
  token_hash: string;
  scopes: string;
  expires_at: string;
}

export async function insertToken(db: Db, token: NewApiToken) {
  return db
    .insertInto("api_tokens")
    .values({ ...token, created_at: nowIso() })
    .returning(["id", "name", "scopes", "created_at", "last_used_at", "expires_at"])
    .executeTakeFirstOrThrow();
}

/** The user's unrevoked tokens, newest first (expired ones stay listed until revoked). */
export async function listTokens(db: Db, userId: number) {
  return db
    .selectFrom("api_tokens")
    .select(["id", "name", "scopes", "created_at", "last_used_at", "expires_at"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .orderBy("id", "desc")
    .execute();
}

/** Revokes one of the user's tokens; answers whether there was such an unrevoked token. */
export async function revokeToken(db: Db, userId: number, tokenId: number): Promise<boolean> {
  const result = await db
    .updateTable("api_tokens")
    .set({ revoked_at: nowIso() })
    .where("id", "=", tokenId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable("api_tokens")
    .set({ revoked_at: nowIso() })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}
