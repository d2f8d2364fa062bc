import { describe, expect, it } from "vitest";
import { Semaphore } from "./semaphore.js";

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("Semaphore", () => {
  it("a waiter whose signal aborts leaves the queue with the signal's reason and never takes a slot", async () => {
    const slots = new Semaphore(1);
    let release!: () => void;
    const holder = slots.run(() => new Promise<void>((r) => (release = r)));
    const left = new AbortController();
    const leaving = slots.run(async () => "ran", left.signal);
    const staying = slots.run(async () => "ran");
    await tick();
    expect(slots.state).toEqual({ running: 1, waiting: 2 });
    left.abort(new Error("client hung up"));
    await expect(leaving).rejects.toThrow("client hung up");
    expect(slots.state).toEqual({ running: 1, waiting: 1 });
    release();
    await holder;
    await expect(staying).resolves.toBe("ran");
    expect(slots.state).toEqual({ running: 0, waiting: 0 });
  });

  it("an already aborted signal is refused before it queues; work that fails gives its slot back", async () => {
    const slots = new Semaphore(1);
    const gone = new AbortController();
    gone.abort(new Error("gone"));
    await expect(slots.run(async () => "ran", gone.signal)).rejects.toThrow("gone");
    await expect(slots.run(() => Promise.reject(new Error("broke")))).rejects.toThrow("broke");
    expect(slots.state).toEqual({ running: 0, waiting: 0 });
  });

  it("a waiter handed the slot keeps it (and gives it back) even if its signal aborts afterwards", async () => {
    const slots = new Semaphore(1);
    let release!: () => void;
    const holder = slots.run(() => new Promise<void>((r) => (release = r)));
    const late = new AbortController();
    let finish!: () => void;
    const waiter = slots.run(() => new Promise<string>((r) => (finish = () => r("done"))), late.signal);
    await tick();
    release();
    await holder;
    await tick();
    late.abort(new Error("too late"));
    expect(slots.state).toEqual({ running: 1, waiting: 0 });
    finish();
    await expect(waiter).resolves.toBe("done");
    expect(slots.state).toEqual({ running: 0, waiting: 0 });
  });
});
