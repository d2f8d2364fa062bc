import { type Kysely, sql } from "kysely";

// one bulk notification per conference and filter at a time. A partial unique index
// over the jobs still to finish decides between two requests racing on any engine or process.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index notification_jobs_one_active_idx on notification_jobs (conf_id, status_filter) where state in ('queued', 'running')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index notification_jobs_one_active_idx`.execute(db);
}
