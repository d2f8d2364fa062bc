import type { Kysely } from "kysely";
import { notNull, withId } from "./helpers.js";

// One-click answers to a TPC invitation: each invitation mail carries one token (stored hashed)
// that answers that invitation once, Accept or Decline, until it expires. The token belongs to
// the invitation row and goes with it (a withdrawn invitation leaves no usable link behind).
// No data_version trigger: no cached answer reads this table (the answer is a POST, and what it
// changes, tpc_members, is under the trigger already).

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("tpc_invitation_tokens"))
    .addColumn("tpc_member_id", "integer", (c) => c.notNull().references("tpc_members.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("used_at", "text")
    .execute();
  // an invitation's tokens (foreign key, and the cascade on withdrawal)
  await db.schema
    .createIndex("tpc_invitation_tokens_member_idx")
    .on("tpc_invitation_tokens")
    .column("tpc_member_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("tpc_invitation_tokens").execute();
}
