import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const API_ROOT = path.resolve(import.meta.dirname, "../..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** The real server (src/server.ts through tsx) as a child process, as production runs it. */
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
      cwd: API_ROOT,
      env: { ...process.env, LOG_LEVEL: "warn", ...this.env, PORT: String(this.port), HOST: "127.0.0.1", WEB_DIST: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout!.on("data", (d: Buffer) => (this.output += d.toString()));
    this.child.stderr!.on("data", (d: Buffer) => (this.output += d.toString()));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`server exited early:\n${this.output}`);
      try {
        const res = await fetch(`${this.origin}/api/health`);
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not become healthy:\n${this.output}`);
  }

  /** Ends the process at once, as a crash would (no graceful shutdown). */
  kill(): Promise<void> {
    return this.signal("SIGKILL");
  }

  stop(): Promise<void> {
    return this.signal("SIGTERM");
  }

  private signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    // a process ended by a signal has exitCode null and signalCode set: it is gone all the same
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  }

  async call(method: string, urlPath: string, options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array | undefined;
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
