// Small helpers shared by benchmark scenarios.

export interface Summary {
  n: number;
  median: number;
  p99: number;
  mean: number;
}

/** Median, p99 (nearest rank) and mean of latencies in milliseconds. */
export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
  return {
    n: sorted.length,
    median: rank(0.5),
    p99: rank(0.99),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}

/** Runs `fn` `warmup` times unmeasured, then `runs` times; answers the latencies in ms. */
export async function measure(runs: number, warmup: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn(i);
    samples.push(performance.now() - start);
  }
  return samples;
}

export const ms = (v: number) => `${v.toFixed(1)} ms`;

/**
 * Measures two functions alternately (a, b, b, a, …) so that load from other processes on a
 * shared machine falls on both alike; answers both latency lists.
 */
export async function measurePair(
  runs: number,
  warmup: number,
  a: (i: number) => Promise<unknown>,
  b: (i: number) => Promise<unknown>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < warmup; i++) {
    await a(i);
    await b(i);
  }
  const as: number[] = [];
  const bs: number[] = [];
  const timed = async (fn: (i: number) => Promise<unknown>, i: number, into: number[]) => {
    const start = performance.now();
    await fn(i);
    into.push(performance.now() - start);
  };
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      await timed(a, i, as);
      await timed(b, i, bs);
    } else {
      await timed(b, i, bs);
      await timed(a, i, as);
    }
  }
  return [as, bs];
}
