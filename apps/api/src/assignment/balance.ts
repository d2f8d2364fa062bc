import type { PathFinder } from "./paths.js";
import type { AssignmentState } from "./state.js";

/**
 * Phase 1, the largest load: with a cap T, every reviewer above T must hand a slot along an
 * alternating path to a reviewer below T. When no such path exists from an overloaded reviewer,
 * the cap is infeasible: any assignment with all loads ≤ T would differ from ours by alternating
 * paths, one of which would start at that reviewer and end below T (max-flow/min-cut). So T
 * rises by one and the search continues. Starting at the lower bound, the first T reached is the
 * smallest largest load that conflicts allow. Answers that T.
 */
export function capLargestLoad(state: AssignmentState, finder: PathFinder, lowerBound: number): number {
  let cap = lowerBound;
  for (;;) {
    const overloaded = state.buckets.atOrAbove(cap + 1);
    if (overloaded.length === 0) return cap;
    let infeasible = false;
    for (const r of overloaded) {
      while (state.inst.load[r]! > cap) {
        if (!finder.improve(r, cap - 1)) {
          infeasible = true;
          break;
        }
      }
      if (infeasible) break;
    }
    if (infeasible) cap++;
  }
}

/**
 * Phase 2, everyone else: a reviewer with load a hands a slot to one with load ≤ a − 2 wherever a
 * path allows. Each move lowers the sum of squared loads, and when no such path is left anywhere
 * the assignment is optimal for every convex load cost (no negative cycle in the residual graph):
 * the loads are as even as the conflicts allow, the smallest as large as it can be.
 *
 * A failed search from r proves that every reviewer it reached with load ≤ load(r) cannot improve
 * either (what they reach, r reaches); they are skipped until the next move changes the graph.
 * Answers false when the work budget ran out first (only conceivable on huge, heavily conflicted
 * tracks; the largest load is already optimal after phase 1).
 */
export function evenOutLoads(state: AssignmentState, finder: PathFinder, workBudget: number): boolean {
  const load = state.inst.load;
  const dead = new Int32Array(state.inst.reviewerCount);
  let generation = 1;
  for (;;) {
    let moved = false;
    const sources = state.buckets.atOrAbove(state.buckets.minLoad() + 2);
    for (const r of sources) {
      while (dead[r] !== generation && load[r]! >= state.buckets.minLoad() + 2) {
        if (finder.work > workBudget) return false;
        if (finder.improve(r, load[r]! - 2)) {
          moved = true;
          generation++;
          continue;
        }
        for (const v of finder.reached) if (load[v]! <= load[r]!) dead[v] = generation;
      }
    }
    if (!moved) return true;
  }
}
