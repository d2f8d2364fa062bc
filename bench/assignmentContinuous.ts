// The continuous-affinity cases of `npm run bench -- assignmentOptimality`: affinity is the only
// preference (weights: affinity 1, everything else 0), scores drawn from a skewed distribution
// (top · u³, u uniform: most pairs weak, a few strong) with top 0.15 and 1, 1% of the pairs
// conflicted at random, 3 reviewers per paper and a chair's cap of 1.5 × the average load.
// For each balance choice (and `fair`) it prints our total against HiGHS's LP optimum of
// "maximise total preference, every paper its reviewers, loads ≤ the cap" (integral: a b-matching),
// the lowest paper total against the optimum's, and for `fair` the lowest paper total against the
// LP bound on the max-min (the LP relaxation of "maximise the lowest paper total": an upper bound
// on any assignment's; only where the whole LP fits, ≤ 1,000,000 pairs).
import {
  assignWithPreferences,
  type Balance,
  type Objective,
  type PreferenceInput,
  type PreferenceResult,
} from "../apps/api/src/assignment/index.js";
import { seededRandom } from "../apps/api/src/assignment/random.js";
import type { Highs, Optimum } from "./assignmentOptimality.js";

const PER_PAPER = 3;
const CAP_FACTOR = 1.5;
const TARGET = 0.999;
const MAX_MIN_LP_PAIRS = 1_000_000;

export function continuousInput(papers: number, reviewers: number, top: number): PreferenceInput {
  const random = seededRandom(34);
  const ps = Array.from({ length: papers }, (_, i) => ({ id: i + 1, reviewerIds: [] as number[] }));
  const rs = Array.from({ length: reviewers }, (_, i) => ({ id: i + 1, load: 0 }));
  const conflicts = new Map<number, number[]>();
  const affinity = new Map<number, Map<number, number>>();
  for (const p of ps) {
    const scores = new Map<number, number>();
    const conflicted: number[] = [];
    for (const r of rs) {
      if (random() < 0.01) conflicted.push(r.id);
      scores.set(r.id, top * random() ** 3);
    }
    conflicts.set(p.id, conflicted);
    affinity.set(p.id, scores);
  }
  return {
    papers: ps,
    reviewers: rs,
    conflicts,
    reviewersPerPaper: PER_PAPER,
    affinity,
    weights: { yes: 0, maybe: 0, none: 0, no: 0, topic: 0, affinity: 1 },
    maxLoad: Math.ceil((CAP_FACTOR * papers * PER_PAPER) / reviewers),
    seed: 1,
  };
}

const lowestOf = (r: PreferenceResult) => Math.min(...r.paperTotals.map((t) => t.total));

export async function continuousCases(
  highs: Highs,
  scales: [number, number][],
  optimumOf: (input: PreferenceInput, ours: PreferenceResult) => Optimum,
): Promise<void> {
  for (const [papers, reviewers] of scales) {
    for (const top of [0.15, 1]) {
      const input = continuousInput(papers, reviewers, top);
      console.log(
        `  continuous ${papers}×${reviewers}×${PER_PAPER}, scores top·u³ in [0, ${top}], 1% conflicts, ` +
          `cap ${input.maxLoad} (average ${(papers * PER_PAPER) / reviewers}):`,
      );
      const runs: [string, PreferenceResult, number][] = [];
      for (const [balance, objective] of [
        ["even", "total"],
        ["within_caps", "total"],
        ["within_caps", "fair"],
      ] as [Balance, Objective][]) {
        const started = performance.now();
        const result = assignWithPreferences({ ...input, balance, objective });
        runs.push([`${balance}/${objective}`, result, (performance.now() - started) / 1000]);
      }
      const lp = optimumOf(input, runs[1]![1]);
      console.log(
        `    LP optimum ${lp.objective.toFixed(4)} (${lp.method}, ${lp.status}, integral: ${lp.integral}, ` +
          `${lp.seconds.toFixed(1)} s), its lowest paper ${lp.lowestPaper.toFixed(4)}`,
      );
      const maxMin = papers * reviewers <= MAX_MIN_LP_PAIRS ? maxMinBound(highs, input, runs[1]![1]) : null;
      console.log(
        maxMin === null
          ? `    max-min LP bound: skipped (over ${MAX_MIN_LP_PAIRS} pairs)`
          : `    max-min LP bound ${maxMin.value.toFixed(4)} (${maxMin.status}, ${maxMin.seconds.toFixed(1)} s)`,
      );
      for (const [name, result, seconds] of runs) {
        const ratio = result.totalPreference / lp.objective;
        const loads = [...result.loads.values()];
        const lowest = lowestOf(result);
        const fair = name.endsWith("fair");
        console.log(
          `    ${name.padEnd(18)} ${seconds.toFixed(2)} s, total ${result.totalPreference.toFixed(4)} → ours / optimum = ${ratio.toFixed(6)}` +
            `${fair ? "" : ratio >= TARGET ? " (≥ 0.999)" : " (below 0.999)"}, loads ${Math.min(...loads)}–${Math.max(...loads)}, ` +
            `lowest paper ${lowest.toFixed(4)} (optimum's ${lp.lowestPaper.toFixed(4)}, ratio ${(lowest / lp.lowestPaper).toFixed(3)})` +
            (fair && maxMin
              ? `, against the max-min bound ${(lowest / maxMin.value).toFixed(4)} (${result.stats.fairMoves} moves)`
              : ""),
        );
        if (name === "within_caps/total" && ratio < TARGET) process.exitCode = 1;
      }
    }
  }
}

/** The LP relaxation of "maximise t: every paper's total ≥ t, its reviewers, loads ≤ the cap": an upper bound on the max-min. */
function maxMinBound(highs: Highs, input: PreferenceInput, ours: PreferenceResult) {
  const started = performance.now();
  const papers = [...input.papers].sort((a, b) => a.id - b.id);
  const reviewers = [...input.reviewers].sort((a, b) => a.id - b.id);
  const P = papers.length;
  const R = reviewers.length;
  const gotten = new Map<number, number>();
  for (const p of ours.pairs) gotten.set(p.paperId, (gotten.get(p.paperId) ?? 0) + 1);
  const starts: number[] = [0];
  const indices: number[] = [];
  const values: number[] = [];
  let n = 0;
  papers.forEach((p, pi) => {
    const conflicted = new Set(input.conflicts.get(p.id) ?? []);
    const scores = input.affinity!.get(p.id)!;
    reviewers.forEach((r, ri) => {
      if (conflicted.has(r.id)) return;
      indices.push(pi, P + ri, P + R + pi);
      values.push(1, 1, scores.get(r.id) ?? 0);
      starts.push(indices.length);
      n++;
    });
  });
  // t: −1 in every score row
  for (let pi = 0; pi < P; pi++) {
    indices.push(P + R + pi);
    values.push(-1);
  }
  starts.push(indices.length);
  const rows = 2 * P + R;
  const rowLower = new Float64Array(rows);
  const rowUpper = new Float64Array(rows);
  for (let pi = 0; pi < P; pi++) rowLower[pi] = rowUpper[pi] = gotten.get(papers[pi]!.id) ?? 0;
  for (let ri = 0; ri < R; ri++) {
    rowLower[P + ri] = -highs.infinity;
    rowUpper[P + ri] = ours.maxLoad;
  }
  for (let pi = 0; pi < P; pi++) {
    rowLower[P + R + pi] = 0;
    rowUpper[P + R + pi] = highs.infinity;
  }
  const colCost = new Float64Array(n + 1);
  colCost[n] = 1;
  const colUpper = new Float64Array(n + 1).fill(1);
  colUpper[n] = highs.infinity;
  return highs.withModel((model) => {
    model.options.set({ time_limit: 900, output_flag: false });
    model.passModel({
      numCols: n + 1,
      numRows: rows,
      sense: highs.constants.objectiveSense.maximize,
      colCost,
      colLower: new Float64Array(n + 1),
      colUpper,
      rowLower,
      rowUpper,
      matrix: {
        format: "csc",
        numRows: rows,
        numCols: n + 1,
        starts: Int32Array.from(starts),
        indices: Int32Array.from(indices),
        values: Float64Array.from(values),
      },
    });
    model.run();
    const code = model.getModelStatus();
    const status = Object.entries(highs.constants.modelStatus).find(([, c]) => c === code)?.[0] ?? String(code);
    return { value: model.getObjectiveValue(), status, seconds: (performance.now() - started) / 1000 };
  });
}
