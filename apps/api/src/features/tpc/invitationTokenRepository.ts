// The one-click answer tokens of TPC invitations (migration 0096). Only hashes are stored.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";

type Db = Kysely<Database> | Transaction<Database>;

/** Replaces the invitation's earlier tokens: only the newest mail's links answer it. */
export async function replaceToken(db: Db, memberId: number, tokenHash: string, expiresAt: string): Promise<void> {
  await db.deleteFrom("tpc_invitation_tokens").where("tpc_member_id", "=", memberId).execute();
  await db
    .insertInto("tpc_invitation_tokens")
    .values({ tpc_member_id: memberId, token_hash: tokenHash, created_at: nowIso(), expires_at: expiresAt })
    .execute();
}

/** The token with its invitation and the invitation's track, or undefined for an unknown token. */
export function findTokenWithInvitation(db: Db, tokenHash: string) {
  return db
    .selectFrom("tpc_invitation_tokens")
    .innerJoin("tpc_members", "tpc_members.id", "tpc_invitation_tokens.tpc_member_id")
    .innerJoin("tracks", "tracks.id", "tpc_members.track_id")
    .innerJoin("conferences", "conferences.id", "tracks.conf_id")
    .select([
      "tpc_invitation_tokens.id",
      "tpc_invitation_tokens.expires_at",
      "tpc_invitation_tokens.used_at",
      "tpc_members.id as member_id",
      "tpc_members.user_id",
      "tpc_members.status",
      "tpc_members.invitation_group",
      "tracks.id as track_id",
      "tracks.track_name",
      "conferences.id as conf_id",
      "conferences.acronym_title",
      "conferences.event_name",
    ])
    .where("tpc_invitation_tokens.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/** Spends the token; false when a concurrent answer spent it first. */
export async function spendToken(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("tpc_invitation_tokens")
    .set({ used_at: nowIso() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
