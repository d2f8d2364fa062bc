import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";

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

/** A port that was free a moment ago (the OS picks it; other engineers run suites in parallel). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built API server (which also serves the built SPA) and waits for /api/health. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const entry = path.join(options.repoRoot, "apps/api/dist/server.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: build first (bash scripts/e2e.sh builds everything).`);
  // The server reads WEB_DIST the same way (apps/api/src/config.ts).
  const webIndex = path.join(process.env.WEB_DIST ?? path.join(options.repoRoot, "apps/web/dist"), "index.html");
  if (!fs.existsSync(webIndex)) throw new Error(`${webIndex} is missing: the server would not serve the web app. Build first (npm run build).`);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = fs.openSync(options.logFile, "a");
  const child = spawn(process.execPath, [entry], {
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
    await waitForHealth(origin, child, options.logFile);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    origin,
    stop: async () => {
      process.off("exit", killOnExit);
      await stopChild(child);
    },
  };
}

async function waitForHealth(origin: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was healthy:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not answer 200 on ${origin}/api/health within 30 s:\n${tail(logFile)}`);
}

/** SIGTERM exercises the graceful shutdown; SIGKILL if it hangs. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}
