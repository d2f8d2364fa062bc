import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from "kysely";

export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key on either engine. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn("id", "integer", (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/** Binary column type: bytea on PostgreSQL, blob on SQLite. */
export function binaryType(db: Kysely<unknown>) {
  return isPostgres(db) ? sql`bytea` : sql`blob`;
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * Puts tables under 0013's data_version trigger: every committed write to them moves the counter,
 * so the response cache never answers from before it. On PostgreSQL a deferred constraint trigger
 * (its row lock is held only while committing); on SQLite one trigger per operation.
 */
export async function addDataVersionTriggers(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (isPostgres(db)) {
      await sql`
        create constraint trigger ${sql.id(`data_version_${table}`)}
        after insert or update or delete on ${sql.id(table)}
        deferrable initially deferred for each row execute function bump_data_version()`.execute(db);
    } else {
      for (const op of ["insert", "update", "delete"] as const) {
        await sql`
          create trigger ${sql.id(`data_version_${table}_${op}`)} after ${sql.raw(op)} on ${sql.id(table)}
          begin update data_version set version = version + 1 where id = 1; end`.execute(db);
      }
    }
  }
}

/** Undoes addDataVersionTriggers. */
export async function dropDataVersionTriggers(db: Kysely<unknown>, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (isPostgres(db)) await sql`drop trigger ${sql.id(`data_version_${table}`)} on ${sql.id(table)}`.execute(db);
    else
      for (const op of ["insert", "update", "delete"])
        await sql`drop trigger ${sql.id(`data_version_${table}_${op}`)}`.execute(db);
  }
}

const TRIGRAM_LOCK = 733_137; // one creator of the extension at a time (parallel test runs share a database)

/**
 * The schema pg_trgm is installed in (PostgreSQL), creating it in `public` when it is missing and
 * may be created; or null. pg_trgm ships with PostgreSQL's contrib and is a trusted extension
 * (PostgreSQL 13+): a superuser, or a user with CREATE on the database, can create it. It goes
 * into the schema `public`, never the installation's own schema, so that dropping one schema (a
 * test run's) never drops the extension under the indexes of another. Without it, the migrations
 * that ask create no trigram index: the searches answer the same, only slower.
 */
export async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  await sql`select pg_advisory_xact_lock(${TRIGRAM_LOCK})`.execute(db);
  const installed = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  if (installed.rows[0]) return installed.rows[0].schema;
  const rights = await sql<{ may: boolean }>`
    select exists (select 1 from pg_available_extension_versions v
                   where v.name = 'pg_trgm' and v.version = (select default_version from pg_available_extensions
                                                             where name = 'pg_trgm')
                     and (v.trusted or (select rolsuper from pg_roles where rolname = current_user)))
      and has_database_privilege(current_database(), 'CREATE')
      and to_regnamespace('public') is not null
      and has_schema_privilege('public', 'CREATE') as may`.execute(db);
  if (!rights.rows[0]?.may) return null;
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  return "public";
}
