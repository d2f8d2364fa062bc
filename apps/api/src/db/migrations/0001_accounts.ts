import { type Kysely, sql } from "kysely";
import { notNull, withId } from "./helpers.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("users"))
    .addColumn("first_name", "text", notNull)
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", notNull)
    .addColumn("email_normalized", "text", (c) => c.notNull().unique())
    .addColumn("country", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("affiliation", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_hash", "text")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("USER"))
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("deleted_at", "text")
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  // Manage Users sorts by every column and searches by name prefix.
  for (const column of ["first_name", "last_name", "country", "affiliation", "status"]) {
    await db.schema.createIndex(`users_${column}_idx`).on("users").column(column).execute();
  }
  await db.schema
    .createIndex("users_lower_first_name_idx")
    .on("users")
    .expression(sql`lower(first_name)`)
    .execute();
  await db.schema
    .createIndex("users_lower_last_name_idx")
    .on("users")
    .expression(sql`lower(last_name)`)
    .execute();

  await withId(db, db.schema.createTable("sessions"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("revoked_at", "text")
    .execute();
  // Revoking all sessions of a user (password change, deactivation) looks them up by user.
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await withId(db, db.schema.createTable("password_tokens"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("purpose", "text", notNull)
    .addColumn("created_at", "text", notNull)
    .addColumn("expires_at", "text", notNull)
    .addColumn("used_at", "text")
    .execute();
  // foreign key
  await db.schema.createIndex("password_tokens_user_id_idx").on("password_tokens").column("user_id").execute();

  await withId(db, db.schema.createTable("mail_outbox"))
    .addColumn("to_address", "text", notNull)
    .addColumn("from_address", "text", notNull)
    .addColumn("subject", "text", notNull)
    .addColumn("body_text", "text", notNull)
    .addColumn("message_id", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", notNull)
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("dedupe_key", "text", (c) => c.unique())
    .addColumn("context_type", "text")
    .addColumn("context_id", "integer")
    .addColumn("conf_id", "integer")
    .addColumn("created_at", "text", notNull)
    .addColumn("sent_at", "text")
    .execute();
  // The worker claims due rows by status and time.
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
  // Chairs list the mail sent for their conference.
  await db.schema.createIndex("mail_outbox_conf_id_idx").on("mail_outbox").column("conf_id").execute();

  await withId(db, db.schema.createTable("audit_log"))
    .addColumn("actor_id", "integer", (c) => c.references("users.id"))
    .addColumn("action", "text", notNull)
    .addColumn("entity_type", "text", notNull)
    .addColumn("entity_id", "integer")
    .addColumn("conf_id", "integer")
    .addColumn("details", "text")
    .addColumn("created_at", "text", notNull)
    .execute();
  // A record's history (paper detail view) and a conference's log are read by these.
  await db.schema.createIndex("audit_log_entity_idx").on("audit_log").columns(["entity_type", "entity_id"]).execute();
  await db.schema.createIndex("audit_log_conf_id_idx").on("audit_log").column("conf_id").execute();
  await db.schema.createIndex("audit_log_actor_id_idx").on("audit_log").column("actor_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["audit_log", "mail_outbox", "password_tokens", "sessions", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
