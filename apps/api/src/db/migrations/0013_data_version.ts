import { type Kysely, sql } from "kysely";
import { isPostgres } from "./helpers.js";

// One committed counter that moves whenever data an answer could show changes, so a process can
// tell in the same query that checks the session whether an answer it computed earlier is still
// current (http/responseCache.ts). Triggers, not application code, move it: every write path
// (the API, background jobs, benchmark seeders, test fixtures, a DBA's UPDATE) is covered.
//
// Tables left out on purpose, because no cached answer reads them and they change all the time:
// sessions, password_tokens, mail_outbox, notification_jobs (leases and progress) and audit_log.
// A new table that a cached answer reads must get the trigger in its own migration
// (DATA_VERSION_UNTRACKED in test/data-version.test.ts fails the suite otherwise).
export const DATA_VERSION_TABLES = [
  "users",
  "conferences",
  "conference_permissions",
  "tracks",
  "track_chairs",
  "tpc_members",
  "organizing_committee",
  "cfp",
  "papers",
  "paper_files",
  "paper_authors",
  "paper_reviewers",
  "paper_status_history",
  "paper_decisions",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("data_version")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("version", "bigint", (c) => c.notNull())
    .execute();
  await sql`insert into data_version (id, version) values (1, 0)`.execute(db);

  if (isPostgres(db)) {
    // A deferred constraint trigger runs at commit, after every other lock the transaction takes,
    // so the counter's row lock is held only while committing (no writer waits on it mid-work,
    // no lock-order deadlock). It fires per row; the transaction-local setting makes the first
    // firing bump the counter and the others return at once (a bulk insert costs one update).
    await sql`
      create function bump_data_version() returns trigger language plpgsql as $$
      begin
        if current_setting('symposia.data_version_bumped', true) is distinct from 'on' then
          perform set_config('symposia.data_version_bumped', 'on', true);
          update data_version set version = version + 1 where id = 1;
        end if;
        return null;
      end $$`.execute(db);
    for (const table of DATA_VERSION_TABLES) {
      await sql`
        create constraint trigger ${sql.id(`data_version_${table}`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred for each row execute function bump_data_version()`.execute(db);
    }
    return;
  }
  // SQLite runs one writer at a time, so a plain row trigger costs no waiting.
  for (const table of DATA_VERSION_TABLES) {
    for (const op of ["insert", "update", "delete"] as const) {
      await sql`
        create trigger ${sql.id(`data_version_${table}_${op}`)} after ${sql.raw(op)} on ${sql.table(table)}
        begin update data_version set version = version + 1 where id = 1; end`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of DATA_VERSION_TABLES)
      await sql`drop trigger ${sql.id(`data_version_${table}`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function bump_data_version()`.execute(db);
  } else {
    for (const table of DATA_VERSION_TABLES) {
      for (const op of ["insert", "update", "delete"])
        await sql`drop trigger ${sql.id(`data_version_${table}_${op}`)}`.execute(db);
    }
  }
  await db.schema.dropTable("data_version").execute();
}
