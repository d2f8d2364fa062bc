import { useState } from "react";

/**
 * The tabs shown so far: the active one now and every one shown before it. A page renders a tab
 * panel's content only once its tab is in this set, and keeps it rendered afterwards.
 *
 * Why: Mantine's Tabs keep every panel mounted (keepMounted), so a page of five setting tabs built
 * all five on its first render although one shows (Edit Conference: ~1.2 s of blocking time on a
 * throttled phone in Lighthouse). keepMounted={false} would unmount a panel on leaving it and
 * lose the unsaved edits kept in its editors' own state; this renders late but never unmounts.
 * Whatever brings a tab forward (a click, a failed submit showing the tab of its first error)
 * sets the active tab, so its panel renders in that same render pass.
 */
export function useVisitedTabs<T>(active: T): ReadonlySet<T> {
  const [visited, setVisited] = useState<ReadonlySet<T>>(() => new Set([active]));
  if (visited.has(active)) return visited;
  // Adjusting state while rendering (React's pattern for state derived from a changed prop):
  // React re-renders at once, before anything of this pass reaches the screen.
  const next = new Set(visited).add(active);
  setVisited(next);
  return next;
}
