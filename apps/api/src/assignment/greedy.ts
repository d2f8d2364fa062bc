import type { AssignmentState } from "./state.js";

/**
 * The starting point: papers in order of fewest eligible reviewers first (the hardest to staff go
 * while everyone is still free; ties in seeded random order), each slot to a least-loaded member
 * of the paper's group who may take it. Without conflicts and existing loads this alone keeps every load within
 * one of every other, so it meets ceil(demand / reviewers); the flow phases repair what conflicts
 * and existing loads spoil.
 */
export function greedyFill(state: AssignmentState, random: () => number): void {
  const { inst } = state;
  const order = Array.from({ length: inst.paperCount }, (_, p) => p);
  const tieBreak = new Float64Array(inst.paperCount);
  for (let p = 0; p < inst.paperCount; p++) tieBreak[p] = random();
  order.sort((a, b) => inst.eligible[a]! - inst.eligible[b]! || tieBreak[a]! - tieBreak[b]!);

  for (const p of order) {
    const demand = inst.demand[p]!;
    if (demand === 0) continue;
    const stamp = state.stampBlocked(p);
    const allowed = (r: number) => !state.isBlocked(r, stamp);
    for (let k = 0; k < demand; k++) {
      const r = state.bucketsOf(p).findLowest(allowed);
      // demand ≤ eligible, so a reviewer is always found
      if (r < 0) throw new Error(`internal: no reviewer left for paper ${inst.paperIds[p]}`);
      state.fill(p, r);
      state.block(r, stamp);
    }
  }
}
