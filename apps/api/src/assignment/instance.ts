import { type Eligibility, indexGroups, inGroup } from "./eligibility.js";
import type { AssignmentInput } from "./types.js";

/**
 * The problem in index form. Reviewers and papers are numbered 0..R-1 and 0..P-1 in ascending id
 * order, so the answer does not depend on the order the caller listed them in.
 *
 * The bipartite graph "paper p may get reviewer r" is: r is a member of p's group (everyone when
 * there are no groups) and not in p's sparse blocked set (conflicts and reviewers already on p). It
 * is never materialised: at 21,575 × 20,518 it would hold 440 million edges. Instead, whoever looks
 * at paper p walks the members of its group and stamps p's blocked reviewers into `stamp`: any
 * member without the current stamp is an edge.
 */
export interface Instance {
  reviewerCount: number;
  paperCount: number;
  reviewerIds: Int32Array;
  paperIds: Int32Array;
  /** which reviewers each paper's group holds */
  eligibility: Eligibility;
  /** existing + new assignments per reviewer */
  load: Int32Array;
  /** CSR: the conflicted members of paper p's group are conflictIdx[conflictStart[p] .. conflictStart[p+1]) */
  conflictStart: Int32Array;
  conflictIdx: Int32Array;
  /** CSR of existing reviewers of p that are TPC reviewers of this run (others cannot be picked anyway) */
  fixedStart: Int32Array;
  fixedIdx: Int32Array;
  /** reviewers already on p, including people who are not in the reviewer list */
  existingCount: Int32Array;
  /** reviewers p still needs before the run, and how many of those can be found at all */
  needed: Int32Array;
  demand: Int32Array;
  /** members of p's group who may take it, and those a conflict keeps off it */
  eligible: Int32Array;
  conflicted: Int32Array;
}

export function buildInstance(input: AssignmentInput): Instance {
  const reviewers = [...input.reviewers].sort((a, b) => a.id - b.id);
  const papers = [...input.papers].sort((a, b) => a.id - b.id);
  const R = reviewers.length;
  const P = papers.length;
  const reviewerIndex = new Map<number, number>();
  const reviewerIds = new Int32Array(R);
  const load = new Int32Array(R);
  reviewers.forEach((r, i) => {
    if (reviewerIndex.has(r.id)) throw new Error(`reviewer ${r.id} is listed twice`);
    reviewerIndex.set(r.id, i);
    reviewerIds[i] = r.id;
    load[i] = Math.max(0, Math.floor(r.load));
  });

  const paperIds = Int32Array.from(papers, (p) => p.id);
  const eligibility = indexGroups(paperIds, reviewerIds, input.groups);
  const existingCount = new Int32Array(P);
  const needed = new Int32Array(P);
  const demand = new Int32Array(P);
  const eligible = new Int32Array(P);
  const conflicted = new Int32Array(P);
  const conflictStart = new Int32Array(P + 1);
  const fixedStart = new Int32Array(P + 1);
  const conflictChunks: number[][] = [];
  const fixedChunks: number[][] = [];
  const seen = new Int32Array(R).fill(-1);
  let conflictTotal = 0;
  let fixedTotal = 0;

  papers.forEach((paper, p) => {
    const group = eligibility.paperGroup[p]!;
    const existing = new Set(paper.reviewerIds);
    existingCount[p] = existing.size;
    const fixed: number[] = [];
    let fixedInGroup = 0;
    for (const id of existing) {
      const r = reviewerIndex.get(id);
      if (r !== undefined) {
        fixed.push(r);
        seen[r] = p;
        if (inGroup(eligibility, r, group)) fixedInGroup++;
      }
    }
    const conflicts: number[] = [];
    for (const id of input.conflicts.get(paper.id) ?? []) {
      const r = reviewerIndex.get(id);
      // unknown, duplicate, already on the paper, or outside its group (never considered anyway)
      if (r === undefined || seen[r] === p || !inGroup(eligibility, r, group)) continue;
      seen[r] = p;
      conflicts.push(r);
    }
    conflicts.sort((a, b) => a - b);
    fixed.sort((a, b) => a - b);
    conflictChunks.push(conflicts);
    fixedChunks.push(fixed);
    conflictTotal += conflicts.length;
    fixedTotal += fixed.length;
    conflictStart[p + 1] = conflictTotal;
    fixedStart[p + 1] = fixedTotal;
    conflicted[p] = conflicts.length;
    const members = eligibility.memberStart[group + 1]! - eligibility.memberStart[group]!;
    eligible[p] = members - conflicts.length - fixedInGroup;
    needed[p] = Math.max(0, input.reviewersPerPaper - existing.size);
    demand[p] = Math.min(needed[p]!, eligible[p]!);
  });

  const conflictIdx = new Int32Array(conflictTotal);
  const fixedIdx = new Int32Array(fixedTotal);
  conflictChunks.forEach((chunk, p) => conflictIdx.set(chunk, conflictStart[p]!));
  fixedChunks.forEach((chunk, p) => fixedIdx.set(chunk, fixedStart[p]!));

  return {
    reviewerCount: R,
    paperCount: P,
    reviewerIds,
    paperIds,
    eligibility,
    load,
    conflictStart,
    conflictIdx,
    fixedStart,
    fixedIdx,
    existingCount,
    needed,
    demand,
    eligible,
    conflicted,
  };
}

/**
 * The lower bound of the largest load: the smallest level L such that filling every reviewer up
 * to L (from their existing load) holds all the demand, and never below an existing load.
 * With no existing loads this is ceil(total demand / reviewers).
 */
export function loadLowerBound(existingLoads: Int32Array, totalDemand: number): number {
  let maxExisting = 0;
  for (const l of existingLoads) maxExisting = Math.max(maxExisting, l);
  if (existingLoads.length === 0 || totalDemand === 0) return maxExisting;
  const room = (level: number) => {
    let sum = 0;
    for (const l of existingLoads) if (l < level) sum += level - l;
    return sum;
  };
  let lo = 0;
  let hi = maxExisting + Math.ceil(totalDemand / existingLoads.length) + 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (room(mid) >= totalDemand) hi = mid;
    else lo = mid + 1;
  }
  return Math.max(lo, maxExisting);
}
