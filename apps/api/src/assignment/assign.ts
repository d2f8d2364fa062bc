import { capLargestLoad, evenOutLoads } from "./balance.js";
import { membersOf } from "./eligibility.js";
import { greedyFill } from "./greedy.js";
import { buildInstance, type Instance, loadLowerBound } from "./instance.js";
import { PathFinder } from "./paths.js";
import { seededRandom, shuffleInPlace } from "./random.js";
import { AssignmentState } from "./state.js";
import type { AssignmentInput, AssignmentPair, AssignmentResult, ShortPaper } from "./types.js";

/** Elementary steps the evening-out phase may spend (a few seconds at worst; deterministic, unlike a clock). */
const EVEN_OUT_WORK_BUDGET = 200_000_000;

/**
 * Tops every paper up to `reviewersPerPaper` reviewers, never with a conflicted reviewer, one
 * already on the paper or one outside the paper's group (when groups are given), keeping existing
 * assignments, with the loads over all groups as even as possible.
 *
 * The model is a min-cost flow (source → paper → reviewer → sink, a convex cost on each
 * reviewer's load); it is solved without building the 440-million-edge graph of a large track:
 * 1. every paper gets min(needed, eligible) reviewers — the most that any assignment can give it,
 *    since loads are not capped — picked greedily by least load;
 * 2. alternating paths bring the largest load down to the smallest feasible value (the lower
 *    bound ceil(demand / reviewers) whenever conflicts allow);
 * 3. alternating paths from load a to load ≤ a − 2 even out the rest until none is left, which is
 *    the optimality condition of the convex-cost flow.
 * See README.md for the argument.
 */
export function assignReviewers(input: AssignmentInput): AssignmentResult {
  if (!Number.isInteger(input.reviewersPerPaper) || input.reviewersPerPaper < 0) {
    throw new RangeError("reviewersPerPaper must be a whole number of at least 0");
  }
  const inst = buildInstance(input);
  const random = seededRandom(input.seed ?? 1);
  const order = Int32Array.from({ length: inst.reviewerCount }, (_, r) => r);
  shuffleInPlace(order, random);

  let totalDemand = 0;
  for (const d of inst.demand) totalDemand += d;
  const lowerBound = loadLowerBound(inst.load, totalDemand);

  const state = new AssignmentState(inst, order);
  greedyFill(state, random);
  const finder = new PathFinder(state);
  capLargestLoad(state, finder, lowerBound);
  const balanced = evenOutLoads(state, finder, EVEN_OUT_WORK_BUDGET);

  return {
    pairs: collectPairs(state),
    shortPapers: collectShortPapers(inst),
    load: {
      min: inst.reviewerCount === 0 ? 0 : state.buckets.minLoad(),
      max: inst.reviewerCount === 0 ? 0 : state.buckets.maxLoad(),
      lowerBound,
    },
    stats: { augmentations: finder.augmentations, balanced },
  };
}

function collectPairs(state: AssignmentState): AssignmentPair[] {
  const { inst } = state;
  const pairs: AssignmentPair[] = new Array(state.slotCount);
  for (let s = 0; s < state.slotCount; s++) {
    pairs[s] = { paperId: inst.paperIds[state.slotPaper[s]!]!, reviewerId: inst.reviewerIds[state.slotHolder[s]!]! };
  }
  // slots are laid out paper by paper already; order reviewers within a paper for a stable answer
  return pairs.sort((a, b) => a.paperId - b.paperId || a.reviewerId - b.reviewerId);
}

function collectShortPapers(inst: Instance): ShortPaper[] {
  const short: ShortPaper[] = [];
  for (let p = 0; p < inst.paperCount; p++) {
    if (inst.demand[p]! >= inst.needed[p]!) continue;
    short.push({
      paperId: inst.paperIds[p]!,
      needed: inst.needed[p]!,
      assigned: inst.demand[p]!,
      eligible: inst.eligible[p]!,
      conflicted: inst.conflicted[p]!,
      reason: shortReason(inst, p),
    });
  }
  return short;
}

function shortReason(inst: Instance, p: number): string {
  const e = inst.eligibility;
  const members = membersOf(e, e.paperGroup[p]!).length;
  const ofWhom = e.grouped ? " of its track" : "";
  if (members === 0) return e.grouped ? "Its track has no TPC members." : "The track has no TPC members.";
  const onPaper = members - inst.eligible[p]! - inst.conflicted[p]!;
  const parts: string[] = [];
  if (inst.conflicted[p]! > 0) parts.push(`${inst.conflicted[p]} with a conflict of interest`);
  if (onPaper > 0) parts.push(`${onPaper} already reviewing it`);
  const why = parts.length > 0 ? ` (${parts.join(", ")})` : "";
  return `Only ${inst.eligible[p]} of the ${members} TPC members${ofWhom} could be assigned${why}; it needed ${inst.needed[p]}.`;
}
