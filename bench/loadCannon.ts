// A typed door to autocannon (it ships no type declarations): only the options and result fields
// the load benchmark uses.
import { createRequire } from "node:module";

export interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  setupRequest?: (request: CannonRequest, context: Record<string, unknown>) => CannonRequest;
  onResponse?: (
    status: number,
    body: string,
    context: Record<string, unknown>,
    headers: Record<string, string>,
  ) => void;
}

export interface CannonOptions {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  /** seconds to wait for an answer before counting a timeout */
  timeout?: number;
  headers?: Record<string, string>;
  requests?: CannonRequest[];
}

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
  total: number;
}

export interface CannonResult {
  duration: number;
  requests: Histogram & { sent: number };
  latency: Histogram;
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
}

type Autocannon = (options: CannonOptions) => Promise<CannonResult>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export function fire(options: CannonOptions): Promise<CannonResult> {
  return autocannon(options);
}

/** Requests per second over the whole run (answered requests / seconds). */
export const rps = (r: CannonResult) => (r["2xx"] + r.non2xx) / r.duration;

/** One run's result and the latency of each of its answers (ms), so runs can be merged. */
export interface TimedRun {
  result: CannonResult;
  latencies: number[];
}

/** Like fire, also recording each answer's latency. */
export function fireTimed(options: CannonOptions): Promise<TimedRun> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const tracker = (autocannon as unknown as CallbackCannon)(options, (error, result) =>
      error ? reject(error) : resolve({ result, latencies }),
    );
    tracker.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  });
}

type CallbackCannon = (
  options: CannonOptions,
  done: (error: Error | null, result: CannonResult) => void,
) => { on(event: "response", listener: (client: unknown, status: number, bytes: number, ms: number) => void): void };

/** Runs of one target taken in slices, as one run: counts added up, percentiles over every answer. */
export function mergeRuns(runs: readonly TimedRun[]): CannonResult {
  const sum = (pick: (r: CannonResult) => number) => runs.reduce((n, run) => n + pick(run.result), 0);
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  // to a tenth of a millisecond (autocannon's own percentiles are whole milliseconds)
  const at = (q: number) =>
    latencies.length ? round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!) : 0;
  const duration = sum((r) => r.duration);
  const answered = sum((r) => r["2xx"] + r.non2xx);
  const latency = {
    average: latencies.length ? latencies.reduce((a, b) => a + b, 0) / latencies.length : 0,
    p50: at(0.5),
    p99: at(0.99),
    max: round(latencies.at(-1) ?? 0),
    total: latencies.length,
  };
  const perSecond = answered / duration;
  return {
    duration,
    requests: {
      average: perSecond,
      p50: perSecond,
      p99: perSecond,
      max: perSecond,
      total: answered,
      sent: sum((r) => r.requests.sent),
    },
    latency,
    throughput: { average: 0, p50: 0, p99: 0, max: 0, total: sum((r) => r.throughput.total) },
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    "2xx": sum((r) => r["2xx"]),
  };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
