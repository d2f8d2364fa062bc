import { passwordStrengthProblem } from "@symposia/domain/password-strength";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./db/connection.js";
import { migrateToLatest } from "./db/migrate.js";
import { ensureAdmin } from "./features/accounts/service.js";
import { setupNeeded } from "./features/setup/service.js";
import { mailSetupWarnings } from "./mail/sender.js";
import { startBackgroundJobs } from "./jobs/background.js";
import { stdoutLogDestination } from "./logDestination.js";
import { armShutdownWatchdog } from "./shutdownWatchdog.js";
import { limitHeapGrowth } from "./heapGrowth.js";

/** A process manager's stop ends the process within this bound, whatever hangs (shutdownWatchdog.ts). */
const SHUTDOWN_BOUND_MS = 10_000;

async function main(): Promise<void> {
  limitHeapGrowth();
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl, config);
  await migrateToLatest(database.db);
  const log = stdoutLogDestination();
  const { app, ctx } = await buildApp({ config, database, logger: { stream: log.stream } });

  if (config.adminEmail && config.adminPassword) {
    const refused = passwordStrengthProblem(config.adminPassword);
    if (refused) throw new Error(`ADMIN_PASSWORD is refused: ${refused}`);
    const outcome = await ensureAdmin(ctx, config.adminEmail, config.adminPassword);
    app.log.info({ email: config.adminEmail }, `admin account ${outcome}`);
  }
  if (await setupNeeded(ctx)) {
    app.log.warn(
      `No administrator account exists yet, so nobody can approve a conference. Open ${config.publicUrl}/ and use "Create the administrator account", ` +
        "or run: npm run create-admin -- --email you@example.org --password '<a long password>' (or start once with ADMIN_EMAIL and ADMIN_PASSWORD).",
    );
  }
  for (const warning of mailSetupWarnings(config)) app.log.warn(warning);
  const jobs = startBackgroundJobs(ctx, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    armShutdownWatchdog(SHUTDOWN_BOUND_MS);
    app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    // app.close() stops accepting and waits for requests in flight; then the background jobs and the db.
    await app.close();
    await jobs.stop();
    await database.close();
    log.release();
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
