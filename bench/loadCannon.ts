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
