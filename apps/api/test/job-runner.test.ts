import { describe, expect, it, vi } from "vitest";
import pino from "pino";
import type { AppContext } from "../src/context.js";
import { type Task, backoffDelay, startJobRunner, wakeTask } from "../src/jobs/index.js";

// The runner needs no database: these tasks only record when they ran.
const ctx = {} as AppContext;
const log = pino({ level: "silent" });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("job runner", () => {
  it("runs a task first after firstRunMs, then every interval after the previous pass ended", async () => {
    const starts: number[] = [];
    const began = Date.now();
    const runner = startJobRunner(ctx, log, [
      {
        name: "tick",
        schedule: { intervalMs: 40, firstRunMs: 5 },
        perform: async () => {
          starts.push(Date.now() - began);
          await sleep(20);
        },
      },
    ]);
    await vi.waitFor(() => expect(starts.length).toBeGreaterThanOrEqual(3), { timeout: 2000, interval: 10 });
    await runner.stop();
    expect(starts[0]).toBeLessThan(40);
    // a pass of 20 ms plus the 40 ms interval: never closer than 60 ms apart
    for (let i = 1; i < starts.length; i += 1) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(58);
  });

  it("retries a failed perform with a doubling backoff, then waits for the next scheduled pass", async () => {
    const attempts: number[] = [];
    const began = Date.now();
    const task: Task = {
      name: "flaky",
      schedule: { intervalMs: 10_000, firstRunMs: 0 },
      retry: { retries: 3, baseMs: 30, maxMs: 1_000 },
      perform: async () => {
        attempts.push(Date.now() - began);
        if (attempts.length < 3) throw new Error("database is down");
      },
    };
    const runner = startJobRunner(ctx, log, [task]);
    await vi.waitFor(() => expect(attempts).toHaveLength(3), { timeout: 2000, interval: 5 });
    await sleep(100);
    await runner.stop();
    expect(attempts).toHaveLength(3);
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(28);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(58);
  });

  it("gives up after the last retry and tries again on the next pass", async () => {
    let calls = 0;
    const runner = startJobRunner(ctx, log, [
      {
        name: "broken",
        schedule: { intervalMs: 50, firstRunMs: 0 },
        retry: { retries: 1, baseMs: 5, maxMs: 5 },
        perform: async () => {
          calls += 1;
          throw new Error("always");
        },
      },
    ]);
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(4), { timeout: 2000, interval: 5 });
    await runner.stop();
  });

  it("caps the backoff at maxMs", () => {
    const policy = { retries: 10, baseMs: 1_000, maxMs: 5_000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(policy, n))).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it("stop waits for a running perform, starts no new pass and closes the task", async () => {
    let finished = false;
    let passes = 0;
    let closed = false;
    let release!: () => void;
    const runner = startJobRunner(ctx, log, [
      {
        name: "slow",
        schedule: { intervalMs: 5, firstRunMs: 0 },
        perform: async ({ shouldStop }) => {
          passes += 1;
          await new Promise<void>((resolve) => (release = resolve));
          expect(shouldStop()).toBe(true);
          finished = true;
        },
        close: () => {
          closed = true;
        },
      },
    ]);
    await vi.waitFor(() => expect(passes).toBe(1), { timeout: 1000, interval: 5 });
    const stopping = runner.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await sleep(30);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    expect(closed).toBe(true);
    await sleep(30);
    expect(passes).toBe(1);
  });

  it("stop cuts a backoff short", async () => {
    let calls = 0;
    const runner = startJobRunner(ctx, log, [
      {
        name: "waiting",
        schedule: { intervalMs: 10_000, firstRunMs: 0 },
        retry: { retries: 1, baseMs: 60_000, maxMs: 60_000 },
        perform: async () => {
          calls += 1;
          throw new Error("down");
        },
      },
    ]);
    await vi.waitFor(() => expect(calls).toBe(1), { timeout: 1000, interval: 5 });
    const began = Date.now();
    await runner.stop();
    expect(Date.now() - began).toBeLessThan(1000);
    expect(calls).toBe(1);
  });

  it("a wake runs a pass soon, never two at once, and one more when woken during a pass", async () => {
    let active = 0;
    let most = 0;
    let passes = 0;
    const runner = startJobRunner(ctx, log, [
      {
        name: "woken",
        schedule: { intervalMs: 60_000 },
        perform: async () => {
          passes += 1;
          active += 1;
          most = Math.max(most, active);
          await sleep(40);
          active -= 1;
        },
      },
    ]);
    wakeTask("woken");
    await vi.waitFor(() => expect(passes).toBe(1), { timeout: 1000, interval: 5 });
    wakeTask("woken");
    wakeTask("woken");
    await vi.waitFor(() => expect(passes).toBe(2), { timeout: 1000, interval: 5 });
    await sleep(100);
    await runner.stop();
    expect(passes).toBe(2);
    expect(most).toBe(1);
    wakeTask("woken");
    await sleep(80);
    expect(passes).toBe(2);
  });
});
