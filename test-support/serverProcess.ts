import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const REPO_ROOT = path.resolve(import.meta.dirname, "..");

export interface HealthWait {
  /** what the error names, e.g. "The server" */
  name: string;
  /** the URL that answers 200 once the process serves */
  url: string;
  timeoutMs: number;
  intervalMs: number;
  /** the process's recent output, shown when it fails */
  output: () => string;
}

/** Waits until `url` answers 200; fails at once when the process exits first. */
export async function waitUntilHealthy(child: ChildProcess, wait: HealthWait): Promise<void> {
  const deadline = Date.now() + wait.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${wait.name} exited with code ${child.exitCode} before it was healthy:\n${wait.output()}`);
    const ok = await fetch(wait.url).then(
      (res) => res.status === 200,
      () => false, // not listening yet
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, wait.intervalMs));
  }
  throw new Error(
    `${wait.name} did not answer 200 on ${wait.url} within ${Math.round(wait.timeoutMs / 1000)} s:\n${wait.output()}`,
  );
}

/**
 * Sends `signal` (SIGTERM exercises the graceful shutdown) and waits for the exit; with
 * `killAfterMs`, a process that hangs is killed then. A process already gone resolves at once.
 */
export async function stopChild(
  child: ChildProcess | null,
  signal: NodeJS.Signals = "SIGTERM",
  killAfterMs?: number,
): Promise<void> {
  // a process ended by a signal has exitCode null and signalCode set: it is gone all the same
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  const timer = killAfterMs === undefined ? null : setTimeout(() => child.kill("SIGKILL"), killAfterMs);
  await exited;
  if (timer) clearTimeout(timer);
}

/** The API server from source (apps/api/src/server.ts through tsx) as a child process, as production runs it. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  output = "";
  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.output = "";
    this.child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: path.join(REPO_ROOT, "apps/api"),
      env: { ...process.env, LOG_LEVEL: "warn", ...this.env, PORT: String(this.port), HOST: "127.0.0.1", WEB_DIST: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout!.on("data", (d: Buffer) => (this.output += d.toString()));
    this.child.stderr!.on("data", (d: Buffer) => (this.output += d.toString()));
    await waitUntilHealthy(this.child, {
      name: "The server",
      url: `${this.origin}/api/health`,
      timeoutMs: 30_000,
      intervalMs: 200,
      output: () => this.output,
    });
  }

  /** Ends the process at once, as a crash would (no graceful shutdown). */
  kill(): Promise<void> {
    return stopChild(this.child, "SIGKILL");
  }

  stop(): Promise<void> {
    return stopChild(this.child, "SIGTERM");
  }

  async call(
    method: string,
    urlPath: string,
    options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array<ArrayBuffer> | undefined;
    if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    } else if (options.body) {
      body = new Uint8Array(options.body);
    }
    const res = await fetch(`${this.origin}/api${urlPath}`, { method, headers, body });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = { success: false, message: text, result: null };
    }
    return { status: res.status, body: json };
  }
}
