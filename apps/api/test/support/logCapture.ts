import { Writable } from "node:stream";
import { buildApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { openDatabase } from "../../src/db/connection.js";
import { migrateToLatest } from "../../src/db/migrate.js";

/** A server over an in-memory database whose log lines (pino JSON) are kept in `lines`. */
export async function appWithCapturedLogs(level = "info") {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = openDatabase("sqlite::memory:");
  await migrateToLatest(database.db);
  const { app } = await buildApp({
    config: { ...loadConfig({}), webDist: undefined, runMailWorker: false },
    database,
    logger: { level, stream },
  });
  return {
    app,
    lines,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
