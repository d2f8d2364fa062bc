// Preference-aware assignment: the README's planned arc costs on paper → reviewer.
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
// Groups (a conference's tracks) restrict a paper to the members of its group in every step: the
// balanced answer, the candidate set, hence the flow and the fair moves that only use its arcs.
//
// The paper → reviewer arcs are a sparse candidate set (candidates.ts): every eligible pair on
// small tracks (exact), bidders, topic and affinity matches, seeded random members and the
// balanced answer's pairs on large ones, widened to every eligible member for a paper left short
// or filled with a `no` bid. The flow itself is sparseFlow.ts.
import { assignReviewers } from "./assign.js";
import { buildCandidates, type CandidateOptions, type CandidateSet, DEFAULT_CANDIDATES } from "./candidates.js";
import { indexGroups, membersOf } from "./eligibility.js";
import { improveFairness } from "./fair.js";
import { type SparseFlowResult, sparseMinCostFlow } from "./sparseFlow.js";
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
  /** how large the candidate set of a large track is (tests and the benchmark vary it) */
  candidates?: Partial<CandidateOptions>;
  /**
   * `even`: a load-evenness cost of 0.01 preference per unit of load² weighs against preference
   * (loads as even as the preferences allow); `within_caps`: preference only, loads bounded by the
   * caps (a load term of 10⁻⁶ per unit only breaks ties). Default `within_caps`.
   */
  balance?: Balance;
  /** `total`: the largest total preference; `fair`: first the largest lowest per-paper total, then the total */
  objective?: Objective;
}

export type Balance = "even" | "within_caps";
export type Objective = "total" | "fair";

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
  /**
   * Per paper that needed reviewers in this run: the total preference of all its reviewers after
   * the run (those it had and the new ones), in the order of the paper ids.
   */
  paperTotals: { paperId: number; total: number; pairs: number; bestAffinity: number }[];
  stats: {
    /** `fair` only: improving moves applied, and whether the max-min was proven by exhaustive search */
    fairMoves: number;
    fairExact: boolean;
    /** paper → reviewer arcs the flow could use (papers × members minus blocked when complete) */
    candidatePairs: number;
    /** papers widened to every eligible member after a first solve */
    widenedPapers: number;
    /** shortest-path phases over all solves */
    phases: number;
  };
}

/** Where a run is: its phase and the share of it done (0..1). */
export interface PreferenceProgress {
  phase: "balancing" | "candidates" | "solving";
  fraction: number;
}

/**
 * Costs are integers (exact reduced costs): preference · scale, rounded. The scale is 10⁶ (a
 * millionth of a preference point: continuous affinities keep their differences) unless the
 * weights are so large that a path's cost could pass 2⁴⁰; the no-bid penalty (2⁴⁶) exceeds any
 * sum of preferences along a path, and 2⁵³ (exact doubles) leaves room for 128 penalties on one.
 */
const MAX_SCALE = 1e6;
const PATH_BUDGET = 2 ** 40;
const NO_BID_PENALTY = 2 ** 46;
/** `even`'s load term, in preference points per unit of load² (what runs used before `balance`). */
const EVEN_LOAD_WEIGHT = 0.01;
const INF = Number.POSITIVE_INFINITY;

/** A pair's preference under the weights (the documented formula). */
export function preferenceOf(
  weights: PreferenceWeights,
  bid: Bid | null,
  topicOverlap: number,
  affinity: number | null,
): number {
  const bidWeight = bid === null ? weights.none : weights[bid];
  return bidWeight + weights.topic * topicOverlap + (affinity === null ? 0 : weights.affinity * affinity);
}

/** The assignment, computed in one go (tests, the benchmark's algorithm case). */
export function assignWithPreferences(input: PreferenceInput): PreferenceResult {
  const steps = preferenceSteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same assignment, handing the event loop back every `sliceMs` and at each new phase (so
 * progress polls and other requests are answered while a large track is solved) and reporting
 * progress on the way. Every other request of the process waits behind a slice: 20 ms keeps that
 * wait short (a 720-paper track's preview blocked the loop for up to 102 ms in slices of 100 ms,
 * 32 ms in slices of 20, in the same time), and a request needs several turns of the loop.
 */
export async function assignWithPreferencesAsync(
  input: PreferenceInput,
  onProgress?: (progress: PreferenceProgress) => void,
  sliceMs = 20,
): Promise<PreferenceResult> {
  const steps = preferenceSteps(input);
  let sliceStart = performance.now();
  let phase: PreferenceProgress["phase"] | null = null;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (step.value.phase !== phase || performance.now() - sliceStart >= sliceMs) {
      phase = step.value.phase;
      onProgress?.(step.value);
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

function* preferenceSteps(input: PreferenceInput): Generator<PreferenceProgress, PreferenceResult> {
  const options: CandidateOptions = { ...DEFAULT_CANDIDATES, ...input.candidates };
  const papers = [...input.papers].sort((a, b) => a.id - b.id);
  const reviewers = [...input.reviewers].sort((a, b) => a.id - b.id);
  const P = papers.length;
  const R = reviewers.length;
  const rIndex = new Map(reviewers.map((r, i) => [r.id, i]));
  const eligibility = indexGroups(
    papers.map((p) => p.id),
    reviewers.map((r) => r.id),
    input.groups,
  );
  const membersOfPaper = (p: number) => membersOf(eligibility, eligibility.paperGroup[p]!);
  const indicesOf = (ids: Iterable<number> | undefined) => {
    const out: number[] = [];
    for (const id of ids ?? []) {
      const r = rIndex.get(id);
      if (r !== undefined) out.push(r);
    }
    return out;
  };

  // the balanced answer gives the coverage to keep, without caps the largest load to allow, and
  // pairs that make that coverage reachable within the candidate set
  yield { phase: "balancing", fraction: 0 };
  const balanced = assignReviewers(input);
  const pIndex = new Map(papers.map((p, i) => [p.id, i]));
  const balancedOf: number[][] = Array.from({ length: P }, () => []);
  for (const pair of balanced.pairs) balancedOf[pIndex.get(pair.paperId)!]!.push(rIndex.get(pair.reviewerId)!);

  const need = new Int32Array(P);
  for (let p = 0; p < P; p++) need[p] = Math.max(0, input.reviewersPerPaper - papers[p]!.reviewerIds.length);
  // per group, so a paper's topic matches are looked for among its group's members only
  const reviewersByTopic = Array.from({ length: eligibility.groupCount }, () => new Map<number, number[]>());
  for (let r = 0; r < R; r++) {
    for (let i = eligibility.groupStart[r]!; i < eligibility.groupStart[r + 1]!; i++) {
      const byTopic = reviewersByTopic[eligibility.groupsOf[i]!]!;
      for (const t of input.reviewerTopics?.get(reviewers[r]!.id) ?? []) {
        const list = byTopic.get(t) ?? [];
        list.push(r);
        byTopic.set(t, list);
      }
    }
  }
  const facts = {
    P,
    R,
    eligibility,
    blocked: (p: number) => [...indicesOf(papers[p]!.reviewerIds), ...indicesOf(input.conflicts.get(papers[p]!.id))],
    bidders: (p: number) => indicesOf(input.bids?.get(papers[p]!.id)?.keys()),
    affinity: function* (p: number): Generator<[number, number]> {
      for (const [id, score] of input.affinity?.get(papers[p]!.id) ?? []) {
        const r = rIndex.get(id);
        if (r !== undefined) yield [r, score];
      }
    },
    paperTopics: (p: number) => input.paperTopics?.get(papers[p]!.id) ?? [],
    reviewersByTopic,
    balanced: (p: number) => balancedOf[p]!,
    seed: input.seed ?? 1,
  };
  const overlapOf = (p: number, r: number) => {
    const topics = input.paperTopics?.get(papers[p]!.id) ?? [];
    if (!topics.length) return 0;
    const mine = input.reviewerTopics?.get(reviewers[r]!.id);
    if (!mine) return 0;
    let shared = 0;
    for (const t of topics) if (mine.has(t)) shared++;
    return shared / topics.length;
  };
  // the largest |preference| any pair can have bounds a path's cost: it fixes the scale
  const w = input.weights;
  const maxPref =
    Math.max(Math.abs(w.yes), Math.abs(w.maybe), Math.abs(w.none), Math.abs(w.no)) +
    Math.abs(w.topic) +
    Math.abs(w.affinity);
  const pathArcs = 2 * Math.min(P, R) + 2;
  const scale = Math.max(1, Math.min(MAX_SCALE, Math.floor(PATH_BUDGET / Math.max(1e-9, maxPref * pathArcs))));
  const balance: Balance = input.balance ?? "within_caps";
  const loadUnit = balance === "even" ? Math.max(1, Math.round(EVEN_LOAD_WEIGHT * scale)) : 1;
  const prefsOf = (set: CandidateSet) => {
    const pref = new Float64Array(set.to.length);
    const noBid = new Uint8Array(set.to.length);
    for (let p = 0; p < P; p++) {
      const bids = input.bids?.get(papers[p]!.id);
      const aff = input.affinity?.get(papers[p]!.id);
      for (let a = set.start[p]!; a < set.start[p + 1]!; a++) {
        const rid = reviewers[set.to[a]!]!.id;
        const bid = bids?.get(rid) ?? null;
        pref[a] = preferenceOf(input.weights, bid, overlapOf(p, set.to[a]!), aff?.get(rid) ?? null);
        if (bid === "no") noBid[a] = 1;
      }
    }
    return { pref, noBid };
  };
  const costsOf = (set: CandidateSet) => {
    const { pref, noBid } = prefsOf(set);
    const cost = new Float64Array(set.to.length);
    for (let a = 0; a < cost.length; a++) cost[a] = -Math.round(pref[a]! * scale) + (noBid[a] ? NO_BID_PENALTY : 0);
    return cost;
  };

  const existingLoad = new Int32Array(R);
  for (let r = 0; r < R; r++) existingLoad[r] = reviewers[r]!.load;
  const quota = new Float64Array(R).fill(INF);
  for (let r = 0; r < R; r++) {
    const q = input.quotas?.get(reviewers[r]!.id);
    if (q !== undefined) quota[r] = q;
  }
  const targetCoverage = balanced.pairs.length;
  const hasQuotas = (input.quotas?.size ?? 0) > 0;
  let phases = 0;

  /** The flow on one candidate set: min cost, then (quotas, no global cap) the smallest common cap that keeps the coverage. */
  function* solveOn(set: CandidateSet) {
    const cost = costsOf(set);
    const flow = function* (maxLoad: number, costless = false): Generator<PreferenceProgress, SparseFlowResult> {
      const cap = new Float64Array(R);
      for (let r = 0; r < R; r++) cap[r] = Math.max(0, Math.min(quota[r]!, maxLoad) - existingLoad[r]!);
      const run = sparseMinCostFlow({
        P,
        R,
        arcStart: set.start,
        arcTo: set.to,
        arcCost: cost,
        need,
        existingLoad,
        cap,
        costless,
        loadUnit,
      });
      for (;;) {
        const step = run.next();
        if (step.done) {
          phases += step.value.phases;
          return step.value;
        }
        yield { phase: "solving", fraction: step.value.demand ? step.value.flow / step.value.demand : 1 };
      }
    };
    let maxLoad = input.maxLoad ?? balanced.load.max;
    let solved = yield* flow(maxLoad);
    if (input.maxLoad === undefined && hasQuotas) {
      // quotas hold some members back: raise the common cap until the coverage is what quotas allow
      const best = (yield* flow(INF, true)).flowValue;
      while (solved.flowValue < Math.min(best, targetCoverage) && maxLoad < input.reviewersPerPaper * P + 1_000_000) {
        maxLoad++;
        solved = yield* flow(maxLoad);
      }
    }
    return { solved, maxLoad };
  }

  const candidateRun = function* (complete: ReadonlySet<number> | "all") {
    const build = buildCandidates(facts, options, complete);
    for (;;) {
      const step = build.next();
      if (step.done) return step.value;
      yield { phase: "candidates" as const, fraction: step.value / Math.max(1, P) };
    }
  };
  let set = yield* candidateRun(new Set());
  let { solved, maxLoad } = yield* solveOn(set);
  // widen: a paper left shorter than the balanced answer left it, or given a `no` bid, gets every
  // eligible member and the flow is solved again (twice at most; it is rare and small)
  const widened = new Set<number>();
  for (let round = 0; round < 2; round++) {
    const more: number[] = [];
    for (let p = 0; p < P; p++) {
      if (widened.has(p) || set.start[p + 1]! - set.start[p]! >= membersOfPaper(p).length) continue;
      let got = 0;
      let usedNo = false;
      for (let a = set.start[p]!; a < set.start[p + 1]!; a++) {
        if (!solved.x[a]) continue;
        got++;
        if (input.bids?.get(papers[p]!.id)?.get(reviewers[set.to[a]!]!.id) === "no") usedNo = true;
      }
      if (got < balancedOf[p]!.length || usedNo) more.push(p);
    }
    if (more.length === 0) break;
    for (const p of more) widened.add(p);
    set = yield* candidateRun(widened);
    ({ solved, maxLoad } = yield* solveOn(set));
  }

  // existing reviewers' preference: part of each paper's total
  const base = new Float64Array(P);
  const bestAffinity = new Float64Array(P);
  for (let p = 0; p < P; p++) {
    const paper = papers[p]!;
    for (const rid of paper.reviewerIds) {
      bestAffinity[p] = Math.max(bestAffinity[p]!, input.affinity?.get(paper.id)?.get(rid) ?? 0);
      const r = rIndex.get(rid);
      const bid = input.bids?.get(paper.id)?.get(rid) ?? null;
      base[p]! += preferenceOf(
        input.weights,
        bid,
        r === undefined ? 0 : overlapOf(p, r),
        input.affinity?.get(paper.id)?.get(rid) ?? null,
      );
    }
  }
  let fairMoves = 0;
  let fairExact = false;
  if (input.objective === "fair") {
    yield { phase: "solving", fraction: 1 };
    const { pref, noBid } = prefsOf(set);
    const room = new Float64Array(R);
    // within_caps: up to the caps; even: the loads the flow chose (fair only exchanges reviewers)
    for (let r = 0; r < R; r++) room[r] = Math.max(0, Math.min(quota[r]!, maxLoad) - existingLoad[r]!);
    if (balance === "even") {
      room.fill(0);
      for (let a = 0; a < set.to.length; a++) if (solved.x[a]) room[set.to[a]!]!++;
    }
    const active = new Uint8Array(P);
    for (let p = 0; p < P; p++) active[p] = need[p]! > 0 ? 1 : 0;
    const fair = improveFairness({
      P,
      R,
      start: set.start,
      to: set.to,
      pref,
      noBid,
      x: solved.x,
      room,
      base,
      active,
      need,
    });
    fairMoves = fair.moves;
    fairExact = fair.exact;
  }

  const pairs: PreferencePair[] = [];
  const loads = new Map<number, number>();
  const paperTotal = Float64Array.from(base);
  let totalPreference = 0;
  let noBidPairs = 0;
  const gotten = new Int32Array(P);
  for (let r = 0; r < R; r++) loads.set(reviewers[r]!.id, existingLoad[r]!);
  for (let p = 0; p < P; p++) {
    const paper = papers[p]!;
    for (let a = set.start[p]!; a < set.start[p + 1]!; a++) {
      if (!solved.x[a]) continue;
      const r = set.to[a]!;
      const rid = reviewers[r]!.id;
      const bid = input.bids?.get(paper.id)?.get(rid) ?? null;
      const score = input.affinity?.get(paper.id)?.get(rid) ?? null;
      const overlap = overlapOf(p, r);
      const preference = preferenceOf(input.weights, bid, overlap, score);
      pairs.push({ paperId: paper.id, reviewerId: rid, bid, topicOverlap: overlap, affinity: score, preference });
      totalPreference += preference;
      paperTotal[p]! += preference;
      bestAffinity[p] = Math.max(bestAffinity[p]!, score ?? 0);
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
    for (const r of membersOfPaper(p)) {
      const id = reviewers[r]!.id;
      if (onIt.has(id)) continue;
      if (conflictSet.has(id)) conflicted++;
      else eligible++;
    }
    const balancedShort = balanced.shortPapers.find((x) => x.paperId === papers[p]!.id);
    const reason =
      eligible < need[p]!
        ? (balancedShort?.reason ?? `Only ${eligible} TPC member(s) may review it.`)
        : `The reviewers who may review it have reached their caps (at most ${maxLoad} papers each, and their own quotas).`;
    shortPapers.push({ paperId: papers[p]!.id, needed: need[p]!, assigned: gotten[p]!, eligible, conflicted, reason });
  }
  return {
    pairs,
    shortPapers,
    maxLoad,
    lowerBound: balanced.load.lowerBound,
    loads,
    totalPreference: Math.round(totalPreference * 1000) / 1000,
    noBidPairs,
    paperTotals: papers.flatMap((paper, p) =>
      need[p]! > 0
        ? [
            {
              paperId: paper.id,
              total: paperTotal[p]!,
              pairs: paper.reviewerIds.length + gotten[p]!,
              bestAffinity: bestAffinity[p]!,
            },
          ]
        : [],
    ),
    stats: { candidatePairs: set.to.length, widenedPapers: widened.size, phases, fairMoves, fairExact },
  };
}
