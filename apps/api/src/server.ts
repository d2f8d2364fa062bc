import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/connection.js";
import { migrateToLatest } from "./db/migrate.js";
import { ensureAdmin } from "./features/accounts/service.js";
import { startMailWorker } from "./mail/worker.js";
import { startBackgroundJobs } from "./jobs.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl, config);
  await migrateToLatest(database.db);
  const { app, ctx } = await buildApp({ config, database });

  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(ctx, config.adminEmail, config.adminPassword);
    app.log.info({ email: config.adminEmail }, `admin account ${outcome}`);
  }
  const worker = config.runMailWorker ? startMailWorker(ctx, app.log) : null;
  const jobs = startBackgroundJobs(ctx, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    // app.close() stops accepting and waits for requests in flight; then the worker and the db.
    await app.close();
    await jobs.stop();
    await worker?.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
