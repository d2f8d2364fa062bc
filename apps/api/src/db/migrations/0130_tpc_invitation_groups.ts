import type { Kysely } from "kysely";

// One invitation to several tracks of a conference (POST /conference/pc-invitation/{confId}): the
// track rows of that invitation share invitation_group (the id of the row whose token the mail
// carries), so one answer, by the mailed link or in the app, answers every track of it. Null: an
// invitation to one track. No data_version trigger needed: tpc_members is under the trigger already.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("tpc_members").addColumn("invitation_group", "integer").execute();
  // the answer finds the other tracks of the same invitation
  await db.schema
    .createIndex("tpc_members_invitation_group_idx")
    .on("tpc_members")
    .column("invitation_group")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("tpc_members_invitation_group_idx").execute();
  await db.schema.alterTable("tpc_members").dropColumn("invitation_group").execute();
}
