import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export interface ThrowawayDb {
  /** a DATABASE_URL for it (`sqlite:<file>`, or the PostgreSQL URL with `?schema=`) */
  url: string;
  /** the PostgreSQL schema's name (null on SQLite) */
  schema: string | null;
  drop(): Promise<void>;
}

/** A fresh schema on the PostgreSQL at `baseUrl`, so runs sharing one database never see each other. */
export async function throwawaySchema(baseUrl: string, prefix = "t"): Promise<ThrowawayDb> {
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set("schema", schema);
  return { url: url.toString(), schema, drop: () => run(`drop schema ${schema} cascade`) };
}

/** A SQLite file in a fresh temp directory, which outlives one process (restarts, child servers). */
export function throwawaySqliteFile(prefix = "symposia"): ThrowawayDb {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  return {
    url: `sqlite:${path.join(dir, "db.sqlite")}`,
    schema: null,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** A throwaway database on either engine (PostgreSQL: a schema on `pgBaseUrl`). */
export function throwawayDatabase(
  engine: "sqlite" | "postgres",
  pgBaseUrl: string | undefined,
  prefix: string,
): Promise<ThrowawayDb> {
  if (engine === "sqlite") return Promise.resolve(throwawaySqliteFile(prefix));
  if (!pgBaseUrl) throw new Error("a PostgreSQL URL is needed for a throwaway schema");
  return throwawaySchema(pgBaseUrl, prefix.replace(/\W/g, "_"));
}
