/**
 * A counting semaphore: at most `slots` pieces of work run at once; the rest wait in order. A
 * waiter whose signal aborts (its client hung up) leaves the queue at once, so a crowd of departed
 * requests never reaches the slots; work that holds a slot gives it back however it ends.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly slots: number) {}

  /** slots in use and requests waiting for one (for tests and diagnostics) */
  get state(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(signal);
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  private acquire(signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    if (this.running < this.slots) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      // Once handed the slot, the waiter owns it (and gives it back through run's finally) even if
      // its signal aborts a moment later; before that, an abort only takes it out of the queue.
      const waiter = () => {
        signal?.removeEventListener("abort", leave);
        resolve();
      };
      const leave = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener("abort", leave, { once: true });
      this.waiting.push(waiter);
    });
  }
}
