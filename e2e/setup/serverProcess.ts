import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { freePort, stopChild, waitUntilHealthy } from "../../test-support/index.js";
import { SERVER_NODE_FLAGS } from "../../apps/api/src/serverNodeFlags.js";

export interface ServerOptions {
  repoRoot: string;
  databaseFile: string;
  logFile: string;
  /** none: mail stays in the outbox (a fresh site's first-run journey sends none) */
  smtpUrl?: string;
  /** none: the site starts without an administrator (the first-run journey) */
  adminEmail?: string;
  adminPassword?: string;
}

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts the built API server (which also serves the built SPA) and waits for /api/health. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const entry = path.join(options.repoRoot, "apps/api/dist/server.js");
  if (!fs.existsSync(entry))
    throw new Error(`${entry} is missing: build first (bash scripts/e2e.sh builds everything).`);
  // The server reads WEB_DIST the same way (apps/api/src/config.ts).
  const webIndex = path.join(process.env.WEB_DIST ?? path.join(options.repoRoot, "apps/web/dist"), "index.html");
  if (!fs.existsSync(webIndex))
    throw new Error(`${webIndex} is missing: the server would not serve the web app. Build first (npm run build).`);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = fs.openSync(options.logFile, "a");
  // started as `npm start` starts it, with the same V8 flags
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    cwd: options.repoRoot,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${options.databaseFile}`,
      ADMIN_EMAIL: options.adminEmail ?? "",
      ADMIN_PASSWORD: options.adminPassword ?? "",
      SMTP_URL: options.smtpUrl ?? "",
      PUBLIC_URL: origin,
      // Journeys log in and register many times a minute from one address.
      AUTH_RATE_LIMIT: "100000",
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? "warn",
      MAIL_WORKER: options.smtpUrl ? "on" : "off",
    },
  });
  fs.closeSync(log);
  // If the runner dies without teardown, do not leave a server behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  try {
    await waitUntilHealthy(child, {
      name: "The server",
      url: `${origin}/api/health`,
      timeoutMs: 30_000,
      intervalMs: 150,
      output: () => tail(options.logFile),
    });
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    origin,
    stop: async () => {
      process.off("exit", killOnExit);
      // SIGTERM exercises the graceful shutdown; SIGKILL if it hangs
      await stopChild(child, "SIGTERM", 5_000);
    },
  };
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}
