// How close Auto Assign's preferences come to the optimum, measured with a solver nobody here
// wrote: HiGHS compiled to WebAssembly (the registry's `highs`, a dev dependency of the
// benchmarks only).
//   npm run bench -- assignmentOptimality [--quick] [--column-generation] [--continuous-only]
//     [--scales=1000x200,5000x1000]
//   (--quick: 1,000 × 200 only; --column-generation: also where the whole LP fits, as a check of it;
//   --continuous-only: skip the bid cases; --scales: the continuous cases' sizes)
//
// The instance is the assignment benchmark's (bench/assignmentInstance.ts) at 1,000 × 200 and
// 5,000 × 1,000 with 3 reviewers per paper. The LP has one variable 0 ≤ x ≤ 1 per eligible pair
// (not conflicted) and
//   - a row per paper: Σ_r x = the reviewers our run gave it (every paper gets its 3 here),
//   - a row per member: Σ_p x ≤ the cap our run used (the balanced largest load),
//   - objective: maximise Σ preference · x, preference = the API's formula with its default weights.
// A `no` bid is left out: our run assigns none and the objective ranks any answer without `no`
// bids first, so the optimum has none either. The constraint matrix is that of a bipartite
// b-matching (totally unimodular), so the LP optimum is integral: the exact optimum of the
// assignment problem. Reported: our total preference / the LP optimum (target ≥ 0.999), once for
// the default run (every eligible pair below 1,000,000 pairs, the sparse candidate set above) and
// once with the sparse candidate set forced.
import os from "node:os";
import highsModule from "highs";
import {
  assignWithPreferences,
  preferenceOf,
  type PreferenceInput,
  type PreferenceResult,
} from "../apps/api/src/assignment/index.js";
import { preferenceInput, type Scale } from "./assignmentInstance.js";
import { continuousCases } from "./assignmentContinuous.js";

// The package's types are CommonJS-shaped (`export default` read as `exports.default`) while Node
// loads its ES module, whose default export is the loader itself.
type HighsLoader = typeof highsModule.default;
const highsLoader = ((highsModule as unknown as { default?: HighsLoader }).default ??
  highsModule) as unknown as HighsLoader;
type Highs = Awaited<ReturnType<HighsLoader>>;

const SCALES: Scale[] = [
  { papers: 1_000, reviewers: 200, perPaper: 3 },
  { papers: 5_000, reviewers: 1_000, perPaper: 3 },
];
const TARGET = 0.999;
/** HiGHS stops here; a run that hits it reports the bound it reached instead of an optimum. */
const TIME_LIMIT_S = 900;

export type Optimum = ReturnType<typeof optimum>;
export type { Highs };

export default async function run(args: string[]): Promise<void> {
  const highs = await highsLoader();
  console.log(
    `  HiGHS ${highs.version.major}.${highs.version.minor}.${highs.version.patch} (WebAssembly), load average ${loadAverage()}`,
  );
  const scales = args.includes("--continuous-only") ? [] : args.includes("--quick") ? SCALES.slice(0, 1) : SCALES;
  for (const scale of scales) {
    const input = preferenceInput(scale);
    const runs: [string, PreferenceResult, number][] = [];
    for (const [name, candidates] of [
      ["default", {}],
      ["sparse", { completeLimit: 0 }],
    ] as const) {
      const started = performance.now();
      const result = assignWithPreferences({ ...input, candidates });
      runs.push([name, result, (performance.now() - started) / 1000]);
    }
    const lp = optimum(highs, input, runs[0]![1], args.includes("--column-generation"));
    console.log(
      `  ${scale.papers}×${scale.reviewers}×${scale.perPaper}: LP ${lp.columns} columns ` +
        `× ${lp.rows} rows, ${lp.method} (${lp.rounds} solve(s), ${lp.usedColumns} columns given ` +
        `to HiGHS` +
        `${lp.method.startsWith("column") ? `, largest reduced cost left out ${lp.worstReducedCost.toExponential(2)}` : ""}), ` +
        `HiGHS ${lp.status} in ${lp.seconds.toFixed(1)} s, ` +
        `optimum ${lp.objective.toFixed(3)} (integral: ${lp.integral}), wasm memory ${Math.round(highs.memoryBytes / 2 ** 20)} MB`,
    );
    for (const [name, result, seconds] of runs) {
      const ratio = result.totalPreference / lp.objective;
      console.log(
        `    ours (${name}, ${result.stats.candidatePairs} candidate pairs): ${seconds.toFixed(2)} s, total preference ${result.totalPreference}, ` +
          `${result.pairs.length} pairs, max load ${Math.max(...result.loads.values())} ` +
          `(cap ${result.maxLoad}), no bids ${result.noBidPairs}  → ours / optimum ` +
          `= ${ratio.toFixed(6)} ${ratio >= TARGET ? "(≥ 0.999)" : "(BELOW 0.999)"}`,
      );
      if (ratio < TARGET) process.exitCode = 1;
    }
  }
  const scaleArg = args.find((a) => a.startsWith("--scales="));
  const continuousScales = scaleArg
    ? scaleArg
        .slice("--scales=".length)
        .split(",")
        .map((s) => s.split("x").map(Number) as [number, number])
    : args.includes("--quick")
      ? ([[1_000, 200]] as [number, number][])
      : ([
          [1_000, 200],
          [5_000, 1_000],
        ] as [number, number][]);
  await continuousCases(highs, continuousScales, (input, ours) => optimum(highs, input, ours, false));
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** Above this many columns HiGHS-wasm runs out of memory (5M columns aborted at 2.5 GB): column generation instead. */
const FULL_LP_COLUMNS = 1_000_000;
/** Columns per paper in the first restricted LP, and most columns added per round. */
const FIRST_PER_PAPER = 40;
const ADD_PER_ROUND = 200_000;
const TOLERANCE = 1e-6;

interface Pairs {
  paper: Int32Array;
  reviewer: Int32Array;
  preference: Float64Array;
}

/** Every eligible pair without a `no` bid, paper by paper, with its preference (the API's formula). */
function allPairs(
  input: PreferenceInput,
  papers: PreferenceInput["papers"],
  reviewers: PreferenceInput["reviewers"],
): Pairs {
  const paper: number[] = [];
  const reviewer: number[] = [];
  const preference: number[] = [];
  papers.forEach((p, pi) => {
    const conflicted = new Set(input.conflicts.get(p.id) ?? []);
    const bids = input.bids?.get(p.id);
    const topics = input.paperTopics?.get(p.id) ?? [];
    const affinity = input.affinity?.get(p.id);
    reviewers.forEach((r, ri) => {
      if (conflicted.has(r.id) || p.reviewerIds.includes(r.id)) return;
      const bid = bids?.get(r.id) ?? null;
      if (bid === "no") return;
      const mine = input.reviewerTopics?.get(r.id);
      const overlap = topics.length ? topics.filter((t) => mine?.has(t)).length / topics.length : 0;
      paper.push(pi);
      reviewer.push(ri);
      preference.push(preferenceOf(input.weights, bid, overlap, affinity?.get(r.id) ?? null));
    });
  });
  return {
    paper: Int32Array.from(paper),
    reviewer: Int32Array.from(reviewer),
    preference: Float64Array.from(preference),
  };
}

/**
 * The LP optimum. Small: the whole LP at once. Large: column generation — solve the LP on a subset
 * of the columns, price every left-out column with the row duals HiGHS returns (reduced cost
 * preference − dual(paper) − dual(member)), add those that could improve, repeat; when none can, the
 * duals are feasible for the whole LP, so the subset's optimum is the whole LP's (LP duality).
 */
export function optimum(highs: Highs, input: PreferenceInput, ours: PreferenceResult, forceColumnGeneration: boolean) {
  const papers = [...input.papers].sort((a, b) => a.id - b.id);
  const reviewers = [...input.reviewers].sort((a, b) => a.id - b.id);
  const P = papers.length;
  const R = reviewers.length;
  const gotten = new Map<number, number>();
  for (const p of ours.pairs) gotten.set(p.paperId, (gotten.get(p.paperId) ?? 0) + 1);
  const pairs = allPairs(input, papers, reviewers);
  const total = pairs.paper.length;
  const rowLower = new Float64Array(P + R);
  const rowUpper = new Float64Array(P + R);
  for (let p = 0; p < P; p++) rowLower[p] = rowUpper[p] = gotten.get(papers[p]!.id) ?? 0;
  for (let r = 0; r < R; r++) {
    rowLower[P + r] = -highs.infinity;
    rowUpper[P + r] = ours.maxLoad - reviewers[r]!.load;
  }
  const started = performance.now();

  const included = new Uint8Array(total);
  if (total <= FULL_LP_COLUMNS && !forceColumnGeneration) included.fill(1);
  else {
    // first subset: each paper's best columns by preference (ties: lower member index)
    let start = 0;
    for (let p = 0; p < P; p++) {
      let end = start;
      while (end < total && pairs.paper[end] === p) end++;
      const order = Array.from({ length: end - start }, (_, i) => start + i).sort(
        (a, b) => pairs.preference[b]! - pairs.preference[a]! || a - b,
      );
      for (const j of order.slice(0, FIRST_PER_PAPER)) included[j] = 1;
      start = end;
    }
  }
  let rounds = 0;
  for (;;) {
    rounds++;
    const columns: number[] = [];
    for (let j = 0; j < total; j++) if (included[j]) columns.push(j);
    const solved = solveRestricted(highs, pairs, columns, P, R, rowLower, rowUpper);
    if (columns.length === total || solved.status !== "optimal") {
      return {
        ...solved,
        columns: total,
        usedColumns: columns.length,
        rows: P + R,
        rounds,
        method: columns.length === total ? "whole LP" : "column generation (stopped)",
        seconds: (performance.now() - started) / 1000,
        worstReducedCost: 0,
      };
    }
    // price every left-out column
    const candidates: [number, number][] = [];
    let worst = -Infinity;
    for (let j = 0; j < total; j++) {
      if (included[j]) continue;
      const reduced = pairs.preference[j]! - solved.rowDual[pairs.paper[j]!]! - solved.rowDual[P + pairs.reviewer[j]!]!;
      if (reduced > worst) worst = reduced;
      if (reduced > TOLERANCE) candidates.push([j, reduced]);
    }
    if (candidates.length === 0) {
      return {
        ...solved,
        columns: total,
        usedColumns: columns.length,
        rows: P + R,
        rounds,
        method: "column generation, certified by duals",
        seconds: (performance.now() - started) / 1000,
        worstReducedCost: worst,
      };
    }
    candidates.sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    for (const [j] of candidates.slice(0, ADD_PER_ROUND)) included[j] = 1;
  }
}

function solveRestricted(
  highs: Highs,
  pairs: Pairs,
  columns: number[],
  P: number,
  R: number,
  rowLower: Float64Array,
  rowUpper: Float64Array,
) {
  const n = columns.length;
  const starts = new Int32Array(n + 1);
  const indices = new Int32Array(2 * n);
  const cost = new Float64Array(n);
  columns.forEach((j, k) => {
    starts[k + 1] = 2 * (k + 1);
    indices[2 * k] = pairs.paper[j]!;
    indices[2 * k + 1] = P + pairs.reviewer[j]!;
    cost[k] = pairs.preference[j]!;
  });
  return highs.withModel((model) => {
    model.options.set({ time_limit: TIME_LIMIT_S, output_flag: false });
    model.passModel({
      numCols: n,
      numRows: P + R,
      sense: highs.constants.objectiveSense.maximize,
      colCost: cost,
      colLower: new Float64Array(n),
      colUpper: new Float64Array(n).fill(1),
      rowLower,
      rowUpper,
      matrix: { format: "csc", numRows: P + R, numCols: n, starts, indices, values: new Float64Array(2 * n).fill(1) },
    });
    model.run();
    const solution = model.getSolution();
    let integral = true;
    for (const v of solution.colValue) if (Math.abs(v - Math.round(v)) > 1e-6) integral = false;
    // the pricing reads reduced costs as preference − dual(paper) − dual(member): check that this is
    // HiGHS's own convention on the columns it has (their reported duals)
    columns.forEach((j, k) => {
      const mine = cost[k]! - solution.rowDual[pairs.paper[j]!]! - solution.rowDual[P + pairs.reviewer[j]!]!;
      if (Math.abs(mine - solution.colDual[k]!) > 1e-6)
        throw new Error(`reduced cost convention: ${mine} against HiGHS's ${solution.colDual[k]}`);
    });
    const code = model.getModelStatus();
    const status = Object.entries(highs.constants.modelStatus).find(([, c]) => c === code)?.[0] ?? String(code);
    // the optimum's worst-served paper (the papers' totals under the LP's answer)
    const paperTotal = new Float64Array(P);
    columns.forEach((j, k) => (paperTotal[pairs.paper[j]!]! += cost[k]! * solution.colValue[k]!));
    return {
      objective: model.getObjectiveValue(),
      status,
      integral,
      rowDual: Float64Array.from(solution.rowDual),
      lowestPaper: P ? Math.min(...paperTotal) : 0,
    };
  });
}
