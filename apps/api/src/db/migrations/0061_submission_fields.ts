import type { Kysely } from "kysely";

// the answers to the chairs' extra submission fields, a JSON object per paper. The
// papers table already bumps data_version (0013), so cached lists see new answers at once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("papers").addColumn("submission_fields", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("papers").dropColumn("submission_fields").execute();
}
