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
