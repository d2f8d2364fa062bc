import fs from "node:fs";
import { Worker } from "node:worker_threads";

/**
 * Bounds a graceful shutdown: after `ms` the process logs what is still pending (the
 * handles and requests that keep the event loop alive) to stderr and exits with 1. Should the
 * main thread itself be stuck in a synchronous wait, so that no timer of its own can fire, a
 * worker thread kills the process a little later.
 */
export function armShutdownWatchdog(ms = 10_000): void {
  const timer = setTimeout(() => {
    const pending = process.getActiveResourcesInfo().filter((kind) => kind !== "Timeout");
    const counts = [...new Set(pending)]
      .map((kind) => `${kind} x${pending.filter((k) => k === kind).length}`)
      .join(", ");
    try {
      fs.writeSync(
        2,
        `${JSON.stringify({ level: 50, time: Date.now(), msg: `shutdown did not finish within ${ms} ms; exiting. Still pending: ${counts || "nothing"}` })}\n`,
      );
    } catch {
      // stderr is gone or full as well
    }
    process.exit(1);
  }, ms);
  timer.unref();
  const killer = new Worker(
    "const { workerData } = require('node:worker_threads'); setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);",
    { eval: true, workerData: { pid: process.pid, ms: ms + 3000 } },
  );
  killer.unref();
}
