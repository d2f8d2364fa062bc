// Preference-aware assignment (issue 16): the README's planned arc costs on paper → reviewer.
//
// The model is the same flow as assign.ts (source → paper, capacity: reviewers still needed;
// paper → reviewer, capacity 1 unless conflicted or already on it; reviewer → sink), now with
//   - a cost on paper → reviewer: −preference(p, r), plus NO_BID_PENALTY when r bid `no` on p;
//   - a capacity on reviewer → sink: the reviewer's cap minus the load they already carry;
//   - a small convex cost on reviewer → sink (load²), so that among equally preferred answers the
//     loads are as even as possible.
// Its minimum-cost maximum flow is found exactly by successive shortest paths (primal–dual:
// Dijkstra on reduced costs, then every shortest path at once in the zero-reduced-cost subgraph).
// The penalty exceeds any sum of preferences along a path, so a `no` bid is used only when the
// flow could not otherwise be as large: when nothing else is feasible.
//
// Caps: max_papers_per_reviewer when the chair gives one, per-member quotas always; without a
// global cap, the smallest one that still lets every paper get the reviewers the uncapped balanced
// assignment (assign.ts) would give it — the loads stay as even as the caps allow.
//
// The graph is dense (every pair not conflicted is an arc) and the costs are kept in a
// papers × reviewers matrix: this solver is meant for tracks up to DENSE_LIMIT pairs; larger
// ones fall back to assign.ts (balanced, preferences ignored) and say so.
import { assignReviewers } from "./assign.js";
import { seededRandom, shuffleInPlace } from "./random.js";
import type { AssignmentInput, AssignmentPair, ShortPaper } from "./types.js";

export type Bid = "yes" | "maybe" | "no";
export interface PreferenceWeights {
  yes: number;
  maybe: number;
  none: number;
  no: number;
  topic: number;
  affinity: number;
}

export interface PreferenceInput extends AssignmentInput {
  /** paper id → reviewer id → bid */
  bids?: ReadonlyMap<number, ReadonlyMap<number, Bid>>;
  /** paper id → its topic ids */
  paperTopics?: ReadonlyMap<number, readonly number[]>;
  /** reviewer id → their expertise topic ids */
  reviewerTopics?: ReadonlyMap<number, ReadonlySet<number>>;
  /** paper id → reviewer id → score in [0, 1] */
  affinity?: ReadonlyMap<number, ReadonlyMap<number, number>>;
  weights: PreferenceWeights;
  /** a cap on every reviewer's total load (existing + new); absent: as even as possible */
  maxLoad?: number;
  /** reviewer id → their own cap on the total load */
  quotas?: ReadonlyMap<number, number>;
}

export interface PreferencePair extends AssignmentPair {
  bid: Bid | null;
  /** shared topics / paper's topics (0 when the paper has none) */
  topicOverlap: number;
  affinity: number | null;
  preference: number;
}

export interface PreferenceResult {
  pairs: PreferencePair[];
  shortPapers: ShortPaper[];
  /** the cap the run used on every reviewer's total load (quotas apply besides) */
  maxLoad: number;
  /** the best conceivable largest load (as assign.ts reports it) */
  lowerBound: number;
  loads: Map<number, number>;
  totalPreference: number;
  noBidPairs: number;
  /** false when the track was too large for the dense solver and preferences were ignored */
  preferencesApplied: boolean;
}

/**
 * Pairs above which the exact solver is not run (its phases are O(pairs) each): about 3,000 papers ×
 * 1,000 members, some 15 s on this shared 2-core machine. Larger tracks fall back to balancing.
 */
export const DENSE_LIMIT = 3_000_000;
/** Preferences are compared in hundredths, as integers (exact reduced costs). */
const SCALE = 100;
const NO_BID_PENALTY = 1e10;
const INF = Number.POSITIVE_INFINITY;

/** A pair's preference under the weights (the documented formula). */
export function preferenceOf(weights: PreferenceWeights, bid: Bid | null, topicOverlap: number, affinity: number | null): number {
  const bidWeight = bid === null ? weights.none : weights[bid];
  return bidWeight + weights.topic * topicOverlap + (affinity === null ? 0 : weights.affinity * affinity);
}

export function assignWithPreferences(input: PreferenceInput): PreferenceResult {
  const papers = [...input.papers].sort((a, b) => a.id - b.id);
  const reviewers = [...input.reviewers].sort((a, b) => a.id - b.id);
  const P = papers.length;
  const R = reviewers.length;
  const rIndex = new Map(reviewers.map((r, i) => [r.id, i]));

  // the balanced answer gives the coverage to keep and, without caps, the largest load to allow
  const balanced = assignReviewers(input);
  if (P * R > DENSE_LIMIT) return fallback(input, balanced);

  // per-pair facts, dense: blocked (conflict / existing), cost, and what the answer reports
  const blocked = new Uint8Array(P * R);
  const cost = new Float64Array(P * R);
  const overlapOf = new Float32Array(P * R);
  const need = new Int32Array(P);
  for (let p = 0; p < P; p++) {
    const paper = papers[p]!;
    for (const id of paper.reviewerIds) {
      const r = rIndex.get(id);
      if (r !== undefined) blocked[p * R + r] = 1;
    }
    for (const id of input.conflicts.get(paper.id) ?? []) {
      const r = rIndex.get(id);
      if (r !== undefined) blocked[p * R + r] = 1;
    }
    need[p] = Math.max(0, input.reviewersPerPaper - paper.reviewerIds.length);
    const topics = input.paperTopics?.get(paper.id) ?? [];
    const bids = input.bids?.get(paper.id);
    const aff = input.affinity?.get(paper.id);
    for (let r = 0; r < R; r++) {
      const rid = reviewers[r]!.id;
      let overlap = 0;
      if (topics.length) {
        const mine = input.reviewerTopics?.get(rid);
        if (mine) {
          let shared = 0;
          for (const t of topics) if (mine.has(t)) shared++;
          overlap = shared / topics.length;
        }
      }
      overlapOf[p * R + r] = overlap;
      const bid = bids?.get(rid) ?? null;
      const score = aff?.get(rid) ?? null;
      cost[p * R + r] = -Math.round(preferenceOf(input.weights, bid, overlap, score) * SCALE) + (bid === "no" ? NO_BID_PENALTY : 0);
    }
  }

  const existingLoad = new Int32Array(R);
  for (let r = 0; r < R; r++) existingLoad[r] = reviewers[r]!.load;
  const quota = new Float64Array(R).fill(INF);
  for (let r = 0; r < R; r++) {
    const q = input.quotas?.get(reviewers[r]!.id);
    if (q !== undefined) quota[r] = q;
  }

  const random = seededRandom(input.seed ?? 1);
  const order = Int32Array.from({ length: R }, (_, r) => r);
  shuffleInPlace(order, random);

  const targetCoverage = balanced.pairs.length;
  const hasQuotas = (input.quotas?.size ?? 0) > 0;
  let maxLoad = input.maxLoad ?? balanced.load.max;
  let solved = solveFlow({ P, R, blocked, cost, need, existingLoad, quota, maxLoad, order });
  if (input.maxLoad === undefined && hasQuotas) {
    // quotas hold some members back: raise the common cap until the coverage is what quotas allow
    const best = solveFlow({ P, R, blocked, cost, need, existingLoad, quota, maxLoad: INF, order, costless: true }).flowValue;
    while (solved.flowValue < Math.min(best, targetCoverage) && maxLoad < input.reviewersPerPaper * P + 1_000_000) {
      maxLoad++;
      solved = solveFlow({ P, R, blocked, cost, need, existingLoad, quota, maxLoad, order });
    }
  }

  const pairs: PreferencePair[] = [];
  const loads = new Map<number, number>();
  let totalPreference = 0;
  let noBidPairs = 0;
  const gotten = new Int32Array(P);
  for (let r = 0; r < R; r++) loads.set(reviewers[r]!.id, existingLoad[r]!);
  for (let p = 0; p < P; p++) {
    for (const r of solved.assigned[p]!) {
      const paper = papers[p]!;
      const rid = reviewers[r]!.id;
      const bid = input.bids?.get(paper.id)?.get(rid) ?? null;
      const score = input.affinity?.get(paper.id)?.get(rid) ?? null;
      const overlap = overlapOf[p * R + r]!;
      const preference = preferenceOf(input.weights, bid, overlap, score);
      pairs.push({ paperId: paper.id, reviewerId: rid, bid, topicOverlap: overlap, affinity: score, preference });
      totalPreference += preference;
      if (bid === "no") noBidPairs++;
      loads.set(rid, loads.get(rid)! + 1);
      gotten[p]!++;
    }
  }
  pairs.sort((a, b) => a.paperId - b.paperId || a.reviewerId - b.reviewerId);

  const shortPapers: ShortPaper[] = [];
  for (let p = 0; p < P; p++) {
    if (gotten[p]! >= need[p]!) continue;
    let eligible = 0;
    let conflicted = 0;
    const conflictSet = new Set(input.conflicts.get(papers[p]!.id) ?? []);
    const onIt = new Set(papers[p]!.reviewerIds);
    for (const r of reviewers) {
      if (onIt.has(r.id)) continue;
      if (conflictSet.has(r.id)) conflicted++;
      else eligible++;
    }
    const balancedShort = balanced.shortPapers.find((x) => x.paperId === papers[p]!.id);
    const reason =
      eligible < need[p]!
        ? (balancedShort?.reason ?? `Only ${eligible} TPC member(s) may review it.`)
        : `The reviewers who may review it have reached their caps (at most ${maxLoad} papers each, and their own quotas).`;
    shortPapers.push({ paperId: papers[p]!.id, needed: need[p]!, assigned: gotten[p]!, eligible, conflicted, reason });
  }
  return { pairs, shortPapers, maxLoad, lowerBound: balanced.load.lowerBound, loads, totalPreference: Math.round(totalPreference * 1000) / 1000, noBidPairs, preferencesApplied: true };
}

function fallback(input: PreferenceInput, balanced: ReturnType<typeof assignReviewers>): PreferenceResult {
  const loads = new Map(input.reviewers.map((r) => [r.id, r.load]));
  for (const p of balanced.pairs) loads.set(p.reviewerId, loads.get(p.reviewerId)! + 1);
  return {
    pairs: balanced.pairs.map((p) => ({ ...p, bid: input.bids?.get(p.paperId)?.get(p.reviewerId) ?? null, topicOverlap: 0, affinity: null, preference: 0 })),
    shortPapers: balanced.shortPapers,
    maxLoad: balanced.load.max,
    lowerBound: balanced.load.lowerBound,
    loads,
    totalPreference: 0,
    noBidPairs: 0,
    preferencesApplied: false,
  };
}

interface FlowProblem {
  P: number;
  R: number;
  blocked: Uint8Array;
  cost: Float64Array;
  need: Int32Array;
  existingLoad: Int32Array;
  quota: Float64Array;
  maxLoad: number;
  /** reviewer visiting order (seeded): ties between equal paths follow it */
  order: Int32Array;
  /** all arc costs 0 (a plain maximum flow) */
  costless?: boolean;
}

/**
 * Minimum-cost maximum flow by successive shortest paths with potentials. Nodes: 0 source,
 * 1..P papers, P+1..P+R reviewers, P+R+1 sink. Residual arcs: source → paper while it needs
 * reviewers, paper → reviewer for unblocked unassigned pairs, reviewer → paper for pairs this run
 * assigned, reviewer → sink while under the cap (convex cost: 2·load + 1 per unit).
 */
function solveFlow(f: FlowProblem): { assigned: number[][]; flowValue: number } {
  const { P, R, blocked, need, existingLoad, quota, order } = f;
  const arcCost = (p: number, r: number) => (f.costless ? 0 : f.cost[p * R + r]!);
  const cap = new Float64Array(R);
  for (let r = 0; r < R; r++) cap[r] = Math.max(0, Math.min(quota[r]!, f.maxLoad) - existingLoad[r]!);
  const sinkCost = (r: number, flow: number) => (f.costless ? 0 : 2 * (existingLoad[r]! + flow) + 1);
  const x = new Uint8Array(P * R); // new pairs
  const assignedOf: Set<number>[] = Array.from({ length: R }, () => new Set<number>()); // papers per reviewer (this run)
  const flowR = new Int32Array(R);
  const got = new Int32Array(P);
  const N = P + R + 2;
  const SRC = 0;
  const SNK = P + R + 1;
  const pi = new Float64Array(N);
  // initial potentials: shortest distances in the zero-flow graph (a DAG)
  for (let r = 0; r < R; r++) {
    let best = INF;
    for (let p = 0; p < P; p++) if (!blocked[p * R + r] && need[p]! > 0) best = Math.min(best, arcCost(p, r));
    pi[1 + P + r] = best === INF ? 0 : best;
  }
  let sinkBest = INF;
  for (let r = 0; r < R; r++) if (cap[r]! > 0 && pi[1 + P + r] !== undefined) sinkBest = Math.min(sinkBest, pi[1 + P + r]! + sinkCost(r, 0));
  pi[SNK] = sinkBest === INF ? 0 : sinkBest;

  const dist = new Float64Array(N);
  const done = new Uint8Array(N);
  let flowValue = 0;
  for (;;) {
    // Dijkstra on reduced costs (dense: O(N²) with the paper → reviewer fan-out)
    dist.fill(INF);
    done.fill(0);
    dist[SRC] = 0;
    for (;;) {
      let u = -1;
      let du = INF;
      for (let v = 0; v < N; v++) {
        if (!done[v] && dist[v]! < du) {
          du = dist[v]!;
          u = v;
        }
      }
      if (u === -1 || u === SNK) break;
      done[u] = 1;
      if (u === SRC) {
        for (let p = 0; p < P; p++) if (got[p]! < need[p]!) relax(1 + p, du + pi[SRC]! - pi[1 + p]!);
      } else if (u <= P) {
        const p = u - 1;
        for (let k = 0; k < R; k++) {
          const r = order[k]!;
          if (blocked[p * R + r] || x[p * R + r]) continue;
          relax(1 + P + r, du + arcCost(p, r) + pi[u]! - pi[1 + P + r]!);
        }
      } else {
        const r = u - 1 - P;
        for (const p of assignedOf[r]!) relax(1 + p, du - arcCost(p, r) + pi[u]! - pi[1 + p]!);
        if (flowR[r]! < cap[r]!) relax(SNK, du + sinkCost(r, flowR[r]!) + pi[u]! - pi[SNK]!);
      }
    }
    if (dist[SNK] === INF) break;
    const dT = dist[SNK]!;
    for (let v = 0; v < N; v++) pi[v]! += Math.min(dist[v]!, dT);

    // every shortest path at once: DFS in the zero-reduced-cost subgraph
    const dead = new Uint8Array(N);
    const onPath = new Uint8Array(N);
    // where each paper's scan of its reviewers resumes within the phase (an arc found useless
    // stays useless, except reverse arcs re-opened by this phase: the next phase finds those)
    const next = new Int32Array(P);
    const reduced = (c: number, from: number, to: number) => c + pi[from]! - pi[to]!;
    const dfs = (u: number): boolean => {
      if (u === SNK) return true;
      onPath[u] = 1;
      if (u <= P) {
        const p = u - 1;
        for (let k = next[p]!; k < R; k++, next[p] = k) {
          const r = order[k]!;
          const v = 1 + P + r;
          if (blocked[p * R + r] || x[p * R + r] || dead[v] || onPath[v]) continue;
          if (reduced(arcCost(p, r), u, v) !== 0) continue;
          if (dfs(v)) {
            x[p * R + r] = 1;
            assignedOf[r]!.add(p);
            onPath[u] = 0;
            return true;
          }
        }
      } else {
        const r = u - 1 - P;
        if (flowR[r]! < cap[r]! && reduced(sinkCost(r, flowR[r]!), u, SNK) === 0) {
          flowR[r]!++;
          onPath[u] = 0;
          return true;
        }
        for (const p of assignedOf[r]!) {
          const v = 1 + p;
          if (dead[v] || onPath[v]) continue;
          if (reduced(-arcCost(p, r), u, v) !== 0) continue;
          if (dfs(v)) {
            x[p * R + r] = 0;
            assignedOf[r]!.delete(p);
            onPath[u] = 0;
            return true;
          }
        }
      }
      onPath[u] = 0;
      dead[u] = 1;
      return false;
    };
    let pushed = 0;
    for (let p = 0; p < P; p++) {
      while (got[p]! < need[p]! && !dead[1 + p] && pi[1 + p]! - pi[SRC]! === 0 && dfs(1 + p)) {
        got[p]!++;
        pushed++;
      }
    }
    flowValue += pushed;
    if (pushed === 0) break; // cannot happen with exact potentials; a guard against a float surprise
  }
  const assigned: number[][] = Array.from({ length: P }, () => []);
  for (let p = 0; p < P; p++) for (let r = 0; r < R; r++) if (x[p * R + r]) assigned[p]!.push(r);
  return { assigned, flowValue };

  function relax(v: number, d: number) {
    if (d < dist[v]!) dist[v] = d;
  }
}
