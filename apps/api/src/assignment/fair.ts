// The `fair` objective: raise the lowest per-paper total preference (the worst-served paper), then
// keep as much of the total as possible. Max-min over per-paper sums with a reviewer count per
// paper is NP-hard in general (FairIR rounds an LP for it; FairFlow improves a flow by moves), so:
//
// 1. Start from the total-optimal flow (preferences.ts) and apply improving moves to the paper
//    with the lowest total, as FairFlow does: it swaps one of its reviewers r for a better one r'
//    who either has room under the caps, or is on another paper q that takes r in exchange and
//    stays above the current minimum. Every move raises the sorted vector of paper totals
//    (leximin), so the search ends; among moves it takes the largest gain for the worst paper,
//    then the largest change of the total. Loads never pass a cap; conflicts are never candidates.
// The moves stop at a deterministic work budget (300 million steps) on very large tracks.
// 2. On small tracks (at most EXACT_PAIRS candidate pairs), an exhaustive branch-and-bound over
//    every assignment of the same coverage finishes the job: the max-min optimum, then the
//    largest total among those (`exact` says it finished within its node budget).
// Coverage is the flow's: no paper loses a reviewer, and `no` bids stay where the flow had to use them.

export interface FairProblem {
  P: number;
  R: number;
  /** paper p's candidate arcs are start[p] .. start[p + 1], reviewer indices ascending */
  start: Int32Array;
  to: Int32Array;
  pref: Float64Array;
  noBid: Uint8Array;
  /** per arc: 1 when assigned; changed in place */
  x: Uint8Array;
  /** per reviewer: how many new papers the caps allow them in this run */
  room: Float64Array;
  /** per paper: the preference of the reviewers it already had */
  base: Float64Array;
  /** per paper: 1 when it needed reviewers in this run (the papers the minimum is taken over) */
  active: Uint8Array;
  /** per paper: the most reviewers this run may give it */
  need: Int32Array;
}

const EPS = 1e-9;
/** Tracks up to this many candidate pairs get the exhaustive search after the moves. */
const EXACT_PAIRS = 64;
const EXACT_NODES = 2_000_000;
/** A deterministic bound on the moves' work (papers scanned plus arcs looked at), not a clock. */
const WORK_BUDGET = 300_000_000;

export function improveFairness(f: FairProblem): { moves: number; exact: boolean; finished: boolean } {
  const { P, R, start, to, pref, noBid, x, room, base, active } = f;
  const tot = Float64Array.from(base);
  const used = new Float64Array(R);
  const byReviewer: number[][] = Array.from({ length: R }, () => []);
  const arcPaper = new Int32Array(to.length);
  for (let p = 0; p < P; p++) {
    for (let a = start[p]!; a < start[p + 1]!; a++) {
      arcPaper[a] = p;
      if (!x[a]) continue;
      tot[p]! += pref[a]!;
      used[to[a]!]!++;
      byReviewer[to[a]!]!.push(a);
    }
  }
  const arcOf = (p: number, r: number) => {
    let lo = start[p]!;
    let hi = start[p + 1]! - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (to[mid]! === r) return mid;
      if (to[mid]! < r) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  };
  const drop = (list: number[], a: number) => {
    const i = list.indexOf(a);
    list[i] = list[list.length - 1]!;
    list.pop();
  };

  let moves = 0;
  let work = 0;
  const maxMoves = 50 * P + 1000;
  while (moves < maxMoves && work < WORK_BUDGET) {
    work += P;
    let p = -1;
    for (let q = 0; q < P; q++) if (active[q] && (p < 0 || tot[q]! < tot[p]! - EPS)) p = q;
    if (p < 0) break;
    const m = tot[p]!;
    // best move: [gain for p, change of the total, a (leaves p), b (joins p), c (leaves q), d (joins q)]
    let best: [number, number, number, number, number, number] | null = null;
    const consider = (gain: number, change: number, a: number, b: number, c: number, d: number) => {
      if (gain <= EPS) return;
      if (!best || gain > best[0] + EPS || (gain > best[0] - EPS && change > best[1] + EPS))
        best = [gain, change, a, b, c, d];
    };
    for (let a = start[p]!; a < start[p + 1]!; a++) {
      if (!x[a]) continue;
      const r = to[a]!;
      for (let b = start[p]!; b < start[p + 1]!; b++) {
        work++;
        if (x[b] || noBid[b] || pref[b]! <= pref[a]! + EPS) continue;
        const r2 = to[b]!;
        const gain = pref[b]! - pref[a]!;
        if (used[r2]! < room[r2]!) consider(gain, gain, a, b, -1, -1);
        work += byReviewer[r2]!.length;
        for (const c of byReviewer[r2]!) {
          const q = arcPaper[c]!;
          if (q === p) continue;
          const d = arcOf(q, r);
          if (d < 0 || x[d] || noBid[d]) continue;
          const after = tot[q]! - pref[c]! + pref[d]!;
          if (active[q] && after <= m + EPS) continue;
          consider(gain, gain + pref[d]! - pref[c]!, a, b, c, d);
        }
      }
    }
    if (!best) break;
    const [, , a, b, c, d] = best as [number, number, number, number, number, number];
    x[a] = 0;
    x[b] = 1;
    tot[p] = tot[p]! - pref[a]! + pref[b]!;
    drop(byReviewer[to[a]!]!, a);
    byReviewer[to[b]!]!.push(b);
    if (c >= 0) {
      const q = arcPaper[c]!;
      x[c] = 0;
      x[d] = 1;
      tot[q] = tot[q]! - pref[c]! + pref[d]!;
      drop(byReviewer[to[c]!]!, c);
      byReviewer[to[d]!]!.push(d);
    } else {
      used[to[a]!]!--;
      used[to[b]!]!++;
    }
    moves++;
  }

  const exact = to.length <= EXACT_PAIRS ? exhaustive(f) : false;
  return { moves, exact, finished: work < WORK_BUDGET && moves < maxMoves };
}

/**
 * Branch and bound over every assignment with the current coverage: the largest minimum, then the
 * largest total. Replaces x when it finds better; false when the node budget ran out first.
 */
function exhaustive(f: FairProblem): boolean {
  const { P, start, to, pref, noBid, x, room, base, active, need } = f;
  const R = f.R;
  let coverage = 0;
  for (let a = 0; a < x.length; a++) coverage += x[a]!;
  const allowed: number[][] = [];
  const bestSum = new Float64Array(P);
  const maxCount = new Int32Array(P);
  for (let p = 0; p < P; p++) {
    const list: number[] = [];
    for (let a = start[p]!; a < start[p + 1]!; a++) if (!noBid[a] || x[a]) list.push(a);
    allowed.push(list);
    maxCount[p] = Math.min(need[p]!, list.length);
    const top = list.map((a) => pref[a]!).sort((u, v) => v - u);
    let s = 0;
    for (let i = 0; i < maxCount[p]!; i++) s += Math.max(0, top[i]!);
    bestSum[p] = s;
  }
  const restCount = new Int32Array(P + 1);
  const restBound = new Float64Array(P + 1);
  const restMin = new Float64Array(P + 1).fill(Number.POSITIVE_INFINITY);
  for (let p = P - 1; p >= 0; p--) {
    restCount[p] = restCount[p + 1]! + maxCount[p]!;
    restBound[p] = restBound[p + 1]! + base[p]! + bestSum[p]!;
    restMin[p] = active[p] ? Math.min(restMin[p + 1]!, base[p]! + bestSum[p]!) : restMin[p + 1]!;
  }
  const scoreOf = (xs: Uint8Array) => {
    let min = Number.POSITIVE_INFINITY;
    let total = 0;
    for (let p = 0; p < P; p++) {
      let t = base[p]!;
      for (let a = start[p]!; a < start[p + 1]!; a++) if (xs[a]) t += pref[a]!;
      total += t;
      if (active[p]) min = Math.min(min, t);
    }
    return { min, total };
  };
  let incumbent = scoreOf(x);
  let bestX: Uint8Array | null = null;
  const cur = new Uint8Array(x.length);
  const used = new Float64Array(R);
  let nodes = 0;
  let outOfBudget = false;

  const visit = (p: number, chosen: number, min: number, total: number) => {
    if (++nodes > EXACT_NODES) {
      outOfBudget = true;
      return;
    }
    if (chosen + restCount[p]! < coverage) return;
    const boundMin = Math.min(min, restMin[p]!);
    if (boundMin < incumbent.min - EPS) return;
    if (boundMin <= incumbent.min + EPS && total + restBound[p]! <= incumbent.total + EPS) return;
    if (p === P) {
      if (chosen !== coverage) return;
      if (min > incumbent.min + EPS || (min > incumbent.min - EPS && total > incumbent.total + EPS)) {
        incumbent = { min, total };
        bestX = Uint8Array.from(cur);
      }
      return;
    }
    const list = allowed[p]!;
    const pick = (i: number, count: number, sum: number) => {
      if (outOfBudget) return;
      const t = base[p]! + sum;
      visit(p + 1, chosen + count, active[p] ? Math.min(min, t) : min, total + t);
      if (count === maxCount[p]!) return;
      for (let j = i; j < list.length; j++) {
        const a = list[j]!;
        const r = to[a]!;
        if (used[r]! >= room[r]!) continue;
        used[r]!++;
        cur[a] = 1;
        pick(j + 1, count + 1, sum + pref[a]!);
        cur[a] = 0;
        used[r]!--;
      }
    };
    pick(0, 0, 0);
  };
  visit(0, 0, Number.POSITIVE_INFINITY, 0);
  if (outOfBudget) return false;
  if (bestX) x.set(bestX);
  return true;
}
