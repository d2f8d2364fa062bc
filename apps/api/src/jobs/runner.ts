import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.js";
import { DEFAULT_RETRY, type Task, backoffDelay } from "./task.js";

export interface JobRunner {
  /** runs a pass of the named task soon (new work was just written in this process) */
  wake(name: string): void;
  /** no new pass starts; resolves once every running pass has ended and every task closed */
  stop(): Promise<void>;
}

// The runners of this process, so a feature can wake its task after writing work for it without
// holding a reference to the runner (other processes find the work on their next pass).
const started = new Set<JobRunner>();

/** Wakes the named task in every runner of this process; a no-op when none runs it. */
export function wakeTask(name: string): void {
  for (const runner of started) runner.wake(name);
}

/** Starts every task on its schedule. The only place that loops, waits and retries. */
export function startJobRunner(ctx: AppContext, log: FastifyBaseLogger, tasks: Task[]): JobRunner {
  let stopped = false;
  const loops = new Map(tasks.map((task) => [task.name, scheduleTask(task)]));

  function scheduleTask(task: Task) {
    const retry = task.retry ?? DEFAULT_RETRY;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let again = false;
    const shouldStop = () => stopped;

    let cancelSleep: (() => void) | null = null;
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          timer = null;
          resolve();
        }, ms);
        // stop() resolves a pending backoff at once rather than waiting it out
        cancelSleep = resolve;
      });

    async function pass(): Promise<void> {
      for (let attempt = 0; ; attempt += 1) {
        try {
          await task.perform({ ctx, log, shouldStop });
          return;
        } catch (error) {
          const last = attempt >= retry.retries || stopped;
          log.warn(
            { task: task.name, attempt: attempt + 1, err: (error as Error).message },
            last ? "background task failed" : "background task failed, retrying",
          );
          if (last) return;
          await sleep(backoffDelay(retry, attempt + 1));
          cancelSleep = null;
          if (stopped) return;
        }
      }
    }

    function plan(ms: number): void {
      if (stopped) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(run, ms);
    }

    function run(): void {
      timer = null;
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = pass().finally(() => {
        running = null;
        if (again) {
          again = false;
          plan(0);
        } else plan(task.schedule.intervalMs);
      });
    }

    plan(task.schedule.firstRunMs ?? task.schedule.intervalMs);
    return {
      wake(delayMs: number) {
        if (running) again = true;
        else plan(delayMs);
      },
      async stop() {
        if (timer) clearTimeout(timer);
        cancelSleep?.();
        if (running) await running;
        await task.close?.();
      },
    };
  }

  const runner: JobRunner = {
    wake(name) {
      if (!stopped) loops.get(name)?.wake(WAKE_DELAY_MS);
    },
    async stop() {
      stopped = true;
      started.delete(runner);
      await Promise.all([...loops.values()].map((loop) => loop.stop()));
    },
  };
  started.add(runner);
  return runner;
}

// A wake comes from inside a transaction that has not committed yet: the pass waits a moment.
const WAKE_DELAY_MS = 50;
