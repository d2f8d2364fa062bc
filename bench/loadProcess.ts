// Child processes for the load benchmark: the real API server (compiled, dist/server.js, as
// `npm start` runs it) and the bare Fastify route, each in its own process so that neither shares
// the event loop with autocannon; and a sampler of a child's resident memory.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { stopChild, waitUntilHealthy } from "../test-support/index.js";
import { SERVER_NODE_FLAGS } from "../apps/api/src/serverNodeFlags.js";
import { processCpuSeconds } from "./processCpu.js";

const REPO = path.resolve(import.meta.dirname, "..");

/** Resident set size of a process in MB, from /proc (Linux); null where unavailable. */
function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export class Child {
  private child: ChildProcess | null = null;
  private sampler: NodeJS.Timeout | null = null;
  private output = "";
  /** peak RSS (MB) since the last resetPeak() */
  peakMb = 0;

  constructor(
    readonly name: string,
    private readonly args: string[],
    private readonly env: Record<string, string>,
    readonly port: number,
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(healthPath: string): Promise<void> {
    this.child = spawn(process.execPath, this.args, {
      cwd: REPO,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout!.on("data", (d: Buffer) => (this.output = (this.output + d.toString()).slice(-4000)));
    this.child.stderr!.on("data", (d: Buffer) => (this.output = (this.output + d.toString()).slice(-4000)));
    await waitUntilHealthy(this.child, {
      name: this.name,
      url: `${this.origin}${healthPath}`,
      timeoutMs: 60_000,
      intervalMs: 200,
      output: () => this.output,
    });
    const pid = this.child.pid!;
    this.sampler = setInterval(() => {
      const mb = rssMb(pid);
      if (mb !== null && mb > this.peakMb) this.peakMb = mb;
    }, 50);
  }

  /** the resident memory now (MB), 0 before the child runs */
  get currentMb(): number {
    return (this.child?.pid && rssMb(this.child.pid)) || 0;
  }

  /** the child's CPU seconds so far (user + system), null before it runs or off Linux */
  get cpuSeconds(): number | null {
    return this.child?.pid ? processCpuSeconds(this.child.pid) : null;
  }

  resetPeak(): void {
    this.peakMb = 0;
  }

  async stop(): Promise<void> {
    if (this.sampler) clearInterval(this.sampler);
    await stopChild(this.child, "SIGTERM");
  }
}

let apiBuilt = false;

/**
 * Compiles the shared package and the API (tsc, about ten seconds), once per benchmark run, so
 * that the server measured is this tree's. The compiled server is what production runs: under
 * tsx's loader the same server holds about 50 MB more (the loader's own thread and its caches).
 */
function buildApi(): void {
  if (apiBuilt) return;
  console.log("building the API (npm run build -w @symposia/domain -w @symposia/api)");
  execFileSync("npm", ["run", "build", "--silent", "-w", "@symposia/domain", "-w", "@symposia/api"], {
    cwd: REPO,
    stdio: "inherit",
  });
  apiBuilt = true;
}

/** The API server on `databaseUrl`, without the mail worker's SMTP (mail is logged) and quiet. */
export function apiServer(databaseUrl: string, port: number, env: Record<string, string> = {}): Child {
  buildApi();
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server under load.
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  // started as `npm start` starts it (with its V8 flags; a flag named again in extra wins)
  return new Child(
    "API server",
    [...SERVER_NODE_FLAGS, ...extra, "apps/api/dist/server.js"],
    { DATABASE_URL: databaseUrl, LOG_LEVEL: "warn", WEB_DIST: "", SMTP_URL: "", AUTH_RATE_LIMIT: "100000", ...env },
    port,
  );
}

/** The bare Fastify route (bench/loadBare.ts) answering the bodies stored in `bodiesFile`. */
export function bareServer(bodiesFile: string, port: number): Child {
  return new Child("bare route", ["--import", "tsx", "bench/loadBare.ts", "--bare-serve", bodiesFile], {}, port);
}
