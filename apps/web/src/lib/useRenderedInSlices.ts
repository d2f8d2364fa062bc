import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` rows to render now: the first slice at once, then one more slice per
 * macrotask, each as an interruptible transition, until all are there. A long list (All Papers'
 * 500 rows) then never holds the main thread for one long task: the first screenful paints at
 * once, clicks and typing are answered between slices, and the full table is a real table again a
 * moment later (find-in-page, screen readers' row counts). Always a prefix of the rows, so the
 * rows present carry their true positions.
 */
export function useRenderedInSlices(total: number, slice = 25): number {
  const [count, setCount] = useState(() => Math.min(total, slice));
  useEffect(() => {
    if (count >= total) return;
    const handle = setTimeout(() => startTransition(() => setCount((c) => Math.min(total, c + slice))), 0);
    return () => clearTimeout(handle);
  }, [count, total, slice]);
  return Math.min(count, total);
}
