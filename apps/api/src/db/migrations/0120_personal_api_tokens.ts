import type { Kysely } from "kysely";
import { notNull, withId } from "./helpers.js";

// Personal API tokens for scripts: long-lived bearer tokens with scopes (read, write), stored as
// their SHA-256 only. A token belongs to its user and is revoked, never deleted, so the audit
// trail's api_token_id keeps naming the token that acted.
// No data_version trigger: no cached answer reads this table (GET /users/api-tokens is not kept).

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("api_tokens"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("name", "text", notNull)
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    // space-separated scope names ("read" or "read write")
    .addColumn("scopes", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  // a user's tokens (foreign key; the profile list and revocation on deactivation filter by it)
  await db.schema.createIndex("api_tokens_user_idx").on("api_tokens").column("user_id").execute();
  // which personal token made an entry (null: a browser session or the system)
  await db.schema.alterTable("audit_log").addColumn("api_token_id", "integer").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_log").dropColumn("api_token_id").execute();
  await db.schema.dropTable("api_tokens").execute();
}
