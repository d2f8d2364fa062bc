import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.js";

/** How a failed `perform` is tried again before the task waits for its next scheduled pass. */
export interface RetryPolicy {
  /** tries after the first failure (0: none) */
  retries: number;
  /** the wait before the first retry; each further retry waits twice as long */
  baseMs: number;
  /** no wait is longer than this */
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 3, baseMs: 1_000, maxMs: 30_000 };

/** What one pass of a task is given. */
export interface TaskRun {
  ctx: AppContext;
  log: FastifyBaseLogger;
  /** true once the runner is stopping: a long pass hands its work back between items */
  shouldStop(): boolean;
}

/**
 * One kind of background work (Outline's BaseTask): a name, a schedule, a `perform` and a retry
 * policy. A pass is never run twice at once in one process; work that several processes share keeps
 * its claim (lease, dedupe key, unique row) in the database, so a task only has to be safe to run
 * again.
 */
export interface Task {
  name: string;
  schedule: {
    /** the wait between the end of one pass and the start of the next */
    intervalMs: number;
    /** the wait before the first pass after start (default: intervalMs) */
    firstRunMs?: number;
  };
  retry?: RetryPolicy;
  perform(run: TaskRun): Promise<unknown>;
  /** releases what the task holds (connections); called once, after the last pass ended */
  close?(): Promise<void> | void;
}

/** The wait before retry number `attempt` (1-based): base, 2×base, 4×base, … capped at maxMs. */
export function backoffDelay(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** (attempt - 1));
}
