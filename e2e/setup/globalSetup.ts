import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ENV } from "../support/env.js";
import { startServer } from "./serverProcess.js";
import { mailDirectorySink, startSmtpServer } from "../../test-support/index.js";
import { STACK_KEY, type RunningStack } from "./stack.js";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Starts what the journeys run against: a real SMTP peer, then the built server on a free port
 * with a fresh SQLite database in a temp dir and a known admin. What tests need is exported as
 * environment variables (support/env.ts); globalTeardown.ts stops it all.
 */
export default async function globalSetup(): Promise<void> {
  pruneOldRunOutput(path.join(import.meta.dirname, "../test-results"));
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "symposia-e2e-"));
  const mailDir = path.join(workDir, "mail");
  const admin = { email: "admin@symposia.test", password: "Admin-e2e-Passw0rd" };

  // Playwright's workers cannot share the runner's memory: each mail is a file in mailDir (support/mailbox.ts)
  const smtp = await startSmtpServer(mailDirectorySink(mailDir));
  let server;
  try {
    server = await startServer({
      repoRoot,
      databaseFile: path.join(workDir, "e2e.db"),
      logFile: path.join(workDir, "server.log"),
      smtpUrl: smtp.url,
      adminEmail: admin.email,
      adminPassword: admin.password,
    });
  } catch (error) {
    await smtp.stop();
    throw error;
  }

  process.env[ENV.baseUrl] = server.origin;
  process.env[ENV.adminEmail] = admin.email;
  process.env[ENV.adminPassword] = admin.password;
  process.env[ENV.mailDir] = mailDir;

  const stack: RunningStack = { workDir, stopServer: server.stop, stopSmtp: smtp.stop };
  (globalThis as Record<string, unknown>)[STACK_KEY] = stack;
  console.log(`e2e stack: ${server.origin} (server log, database and mail in ${workDir})`);
}

/** Each run writes its traces to test-results/<run id>; keep the last day's, drop older ones. */
function pruneOldRunOutput(dir: string): void {
  if (!fs.existsSync(dir)) return;
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && fs.statSync(full).mtimeMs < dayAgo) fs.rmSync(full, { recursive: true, force: true });
  }
}
