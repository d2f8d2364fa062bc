import { type Kysely, sql } from "kysely";

// "First run": the one-time "Create the administrator account" form. Its single row (id
// 1) is inserted by the request that creates the first administrator, so two requests racing on
// an empty site cannot both create one: the second insert violates the primary key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("setup_claim")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("setup_claim").execute();
}
