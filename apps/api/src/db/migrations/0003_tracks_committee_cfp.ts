import type { Kysely } from "kysely";
import { binaryType, notNull, withId } from "./helpers.js";

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable("tracks"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("track_name", "text", notNull)
    .addColumn("track_short_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("track_description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", notNull)
    .addColumn("updated_at", "text", notNull)
    .execute();
  // Track names are unique within a conference (compared case-insensitively by the service);
  // this index also serves the per-conference track list.
  await db.schema
    .createIndex("tracks_conf_id_name_idx")
    .on("tracks")
    .columns(["conf_id", "track_name"])
    .unique()
    .execute();

  await withId(db, db.schema.createTable("track_chairs"))
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("created_at", "text", notNull)
    .addUniqueConstraint("track_chairs_unique", ["track_id", "user_id"])
    .execute();
  // TRACKCHAIR is derived from the user's chair rows.
  await db.schema.createIndex("track_chairs_user_id_idx").on("track_chairs").column("user_id").execute();

  await withId(db, db.schema.createTable("tpc_members"))
    .addColumn("track_id", "integer", (c) => c.notNull().references("tracks.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("invited_by", "integer", (c) => c.references("users.id"))
    .addColumn("created_at", "text", notNull)
    .addColumn("responded_at", "text")
    .addUniqueConstraint("tpc_members_unique", ["track_id", "user_id"])
    .execute();
  // REVIEWER and pending invitations on the conference list are derived from the user's rows.
  await db.schema.createIndex("tpc_members_user_id_idx").on("tpc_members").columns(["user_id", "status"]).execute();

  await withId(db, db.schema.createTable("organizing_committee"))
    .addColumn("conf_id", "integer", (c) => c.notNull().references("conferences.id"))
    .addColumn("organizing_committee_type", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("user_id", "integer", (c) => c.references("users.id"))
    .addColumn("first_name", "text", notNull)
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", notNull)
    .addColumn("email_normalized", "text", notNull)
    .addColumn("country", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("affiliation", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", notNull)
    .execute();
  // The committee is listed per conference by type and sequence.
  await db.schema
    .createIndex("organizing_committee_conf_idx")
    .on("organizing_committee")
    .columns(["conf_id", "organizing_committee_type", "sequence"])
    .execute();
  // oc_permissions and "my conferences" look entries up by user; registration links by email.
  await db.schema
    .createIndex("organizing_committee_user_id_idx")
    .on("organizing_committee")
    .column("user_id")
    .execute();
  await db.schema
    .createIndex("organizing_committee_email_idx")
    .on("organizing_committee")
    .column("email_normalized")
    .execute();

  await db.schema
    .createTable("cfp")
    .addColumn("conf_id", "integer", (c) => c.primaryKey().references("conferences.id"))
    .addColumn("cfp_details", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cfp_file", binaryType(db))
    .addColumn("cfp_file_mime_type", "text")
    .addColumn("cfp_file_name", "text")
    .addColumn("updated_by", "integer", (c) => c.references("users.id"))
    .addColumn("updated_at", "text", notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["cfp", "organizing_committee", "tpc_members", "track_chairs", "tracks"]) {
    await db.schema.dropTable(table).execute();
  }
}
