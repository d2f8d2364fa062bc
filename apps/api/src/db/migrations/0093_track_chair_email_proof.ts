import type { Kysely } from "kysely";

// A track chair picked from an account whose owner has not proven its address is held (1) and
// counts nowhere until the owner verifies (policy mayReceiveRole; accounts linkEntriesByEmail).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("track_chairs")
    .addColumn("awaiting_email_proof", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("track_chairs").dropColumn("awaiting_email_proof").execute();
}
