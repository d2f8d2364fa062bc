import type { FastifyInstance } from "fastify";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import type { AppContext } from "../apps/api/src/context.js";
import { type DatabaseHandle, openDatabase } from "../apps/api/src/db/connection.js";
import { migrateToLatest } from "../apps/api/src/db/migrate.js";

export interface WorldApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  /** closes the app, then the database (not dropped: server processes may still use it) */
  close(): Promise<void>;
}

/**
 * An in-process app over the database at `url` that serves no requests: it lends the world
 * builders (the fixtures, createUser) a context and signs users in, while the API under test runs
 * as separate processes on the same database. Migrates first (a no-op when a server already did);
 * no mail worker, no web app. Not exported from index.ts: the browser tests never load API code.
 */
export async function openWorldApp(url: string, env: Record<string, string> = {}): Promise<WorldApp> {
  const database = openDatabase(url);
  await migrateToLatest(database.db);
  const config = {
    ...loadConfig({ DATABASE_URL: url, AUTH_RATE_LIMIT: "1000", ...env }),
    webDist: undefined,
    runMailWorker: false,
  };
  const { app, ctx } = await buildApp({ config, database, logger: false });
  return {
    app,
    ctx,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
