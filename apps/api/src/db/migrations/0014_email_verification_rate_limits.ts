import { type Kysely, sql } from "kysely";
import { notNull, withId } from "./helpers.js";

// an account's email is proven by a mailed link before any row typed with that email
// (committee entry, co-author, invitation) hands its role to the account; and the sign-in rate
// limits count in the database, so every API process shares them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
  // Accounts the operator made (ADMIN_EMAIL, create-admin) were never in doubt. Everyone else
  // proves their address once, through the banner's link; until then nothing new attaches.
  await sql`update users set email_verified_at = updated_at where role = 'ADMIN'`.execute(db);

  await withId(db, db.schema.createTable("email_verification_tokens"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("email_verification_tokens_user_id_idx")
    .on("email_verification_tokens")
    .column("user_id")
    .execute();

  // One row per limited key (an address, an account, a reset target) and its current window.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "text", notNull)
    .addColumn("hits", "integer", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("email_verification_tokens").execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
