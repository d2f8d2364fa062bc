import { startTransition, useCallback, useDeferredValue, useEffect, useState, type CSSProperties } from "react";

export interface RowsOnDemand {
  /** how many of the rows to render: always the first ones */
  shown: number;
  /** put on an element after the last rendered row: more rows render as it nears the screen */
  sentinelRef: (node: HTMLElement | null) => void;
  /** renders every row (the "Show all" button, and before printing or find-in-page) */
  showAll: () => void;
}

/**
 * A long list (All Papers' 500 rows) rendered as far as the reader goes: the first slice at once,
 * the next whenever the end of the rendered rows comes within a screen of the view (scrolling,
 * or tabbing through the rows' buttons, which scrolls), or all at once on request. Rendering all
 * 500 rows of Mantine components up front blocked the main thread for seconds, and
 * rendering them in timed slices still relaid out the whole table once per slice. The rows
 * present are always the first ones, so their positions are true; the table states the full count.
 * The first slice is 8 rows, whatever shows first: All Papers' table scrolls within 75 % of the
 * window and a chair's row (six stacked action buttons) is ~150 px high, so 8 fill that box on
 * screens up to 1,600 px high; where the end of the first rows is in reach at once (a taller
 * screen, Review Papers' table, which is part of the page) the next slice follows straight away.
 * Every row is Mantine components (a column per score field, topic chips, up to six buttons),
 * and the first slice is part of the page's first commit: 50 rows blocked a throttled phone
 * for 1.1 s in Lighthouse, 20 for 560 ms. Later slices (20 rows) render in a transition, which
 * React splits into short tasks.
 */
export function useRowsOnDemand(total: number, slice = 20, first = 8): RowsOnDemand {
  const [count, setCount] = useState(first);
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const shown = Math.min(count, total);

  useEffect(() => {
    if (!sentinel || shown >= total || typeof IntersectionObserver === "undefined") return;
    // Observing anew after each slice: the sentinel may still be in reach once the rows are in.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setCount((c) => Math.max(c, shown + slice)));
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, shown, total, slice]);

  const showAll = useCallback(() => setCount(Number.POSITIVE_INFINITY), []);
  return { shown, sentinelRef: setSentinel, showAll };
}

export interface DeferredRows<T> {
  /** the rows to render: the latest, or the previous ones while the latest render in the background */
  rows: T[];
  /** true while `rows` are not yet the latest (the sentinel waits for them) */
  pending: boolean;
  /** for the table's box while pending: about the new rows' height, so nothing below it jumps */
  pendingStyle: CSSProperties | undefined;
}

/**
 * A long table's rows, deferred on updates only. An answer that arrives while the table is on
 * screen (a synchronous update) re-renders the page at once, and the rows follow in a transition,
 * which React splits into short tasks. The first render has its rows: the first screen renders
 * once its answers are in (main.tsx), and deferring its rows as well painted an empty table first
 * and the rows a render later (about 0.2 s of a throttled phone's largest contentful paint).
 */
export function useDeferredRows<T>(latest: T[]): DeferredRows<T> {
  const rows = useDeferredValue(latest);
  const pending = rows !== latest;
  return {
    rows,
    pending,
    pendingStyle: pending ? { minHeight: `min(75vh, ${Math.min(latest.length, 50) * 56 + 48}px)` } : undefined,
  };
}
