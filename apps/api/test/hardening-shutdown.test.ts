import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../test-support/index.js";

// "Shutdown": a server sent SIGTERM under load, whose log reader stopped reading or went
// away, ends within a bounded time (the watchdog's 10 s, plus start-up slack).

const API_ROOT = path.resolve(import.meta.dirname, "..");
const BOUND_MS = 15_000;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function startServer(): Promise<{ child: ChildProcess; origin: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "symposia-shutdown-"));
  dirs.push(dir);
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: API_ROOT,
    // info: every request writes a log line, so the pipe fills quickly once nobody reads it
    env: {
      ...process.env,
      LOG_LEVEL: "info",
      DATABASE_URL: `sqlite:${path.join(dir, "db.sqlite")}`,
      MAIL_WORKER: "off",
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_DIST: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr!.resume();
  child.stdout!.resume();
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("server exited early");
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) return { child, origin };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy");
}

/** Requests that keep arriving (each logs a line) until `stop` is set; failures are expected late on. */
function load(origin: string, state: { stop: boolean }): Promise<void> {
  const worker = async () => {
    while (!state.stop) {
      try {
        await fetch(`${origin}/api/health?${"padding=".padEnd(2000, "x")}`, { signal: AbortSignal.timeout(2000) });
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  return Promise.all(Array.from({ length: 8 }, worker)).then(() => undefined);
}

const exitWithin = (child: ChildProcess, ms: number) =>
  new Promise<number>((resolve, reject) => {
    const started = Date.now();
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`still running ${ms} ms after SIGTERM`));
    }, ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });

describe("SIGTERM", () => {
  for (const [label, cutReader] of [
    ["the log reader stopped reading (a full pipe)", (c: ChildProcess) => c.stdout!.pause()],
    ["the log reader went away (EPIPE)", (c: ChildProcess) => c.stdout!.destroy()],
  ] as const) {
    it(`ends the process within the bound under load when ${label}`, async () => {
      const { child, origin } = await startServer();
      const state = { stop: false };
      const running = load(origin, state);
      cutReader(child);
      // long enough to fill a pipe's buffer many times over
      await new Promise((r) => setTimeout(r, 2000));
      child.kill("SIGTERM");
      const took = await exitWithin(child, BOUND_MS).finally(() => (state.stop = true));
      await running;
      expect(took).toBeLessThan(BOUND_MS);
    }, 60_000);
  }
});
