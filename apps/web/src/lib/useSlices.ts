import { startTransition, useEffect, useState } from "react";

/**
 * How many of a long form's `total` parts to render: `first` at once, then `slice` more after
 * each commit, in a transition (React builds it in short tasks and the browser paints between
 * them), until all are there. What is finally on the page is the same; the first screen's paint
 * waits only for the first parts. Edit Conference's first page (~30 settings of Mantine inputs,
 * each textarea measured and each select set up as it mounts) was one render and one commit of
 * ~0.5 s on a throttled phone, before anything of the page showed.
 */
export function useSlices(total: number, first: number, slice: number): number {
  const [count, setCount] = useState(first);
  const shown = Math.min(count, total);
  useEffect(() => {
    if (shown >= total) return;
    startTransition(() => setCount((c) => Math.max(c, shown + slice)));
  }, [shown, total, slice]);
  return shown;
}
