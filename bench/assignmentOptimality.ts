// How close Auto Assign's preferences come to the optimum, measured with a solver nobody here
// wrote (issue 16): HiGHS compiled to WebAssembly (the registry's `highs`, a dev dependency of the
// benchmarks only).
//   npm run bench -- assignmentOptimality [--quick]      (--quick: 1,000 × 200 only)
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
import { assignWithPreferences, preferenceOf, type PreferenceInput, type PreferenceResult } from "../apps/api/src/assignment/index.js";
import { preferenceInput, type Scale } from "./assignmentInstance.js";

// The package's types are CommonJS-shaped (`export default` read as `exports.default`) while Node
// loads its ES module, whose default export is the loader itself.
type HighsLoader = typeof highsModule.default;
const highsLoader = ((highsModule as unknown as { default?: HighsLoader }).default ?? highsModule) as unknown as HighsLoader;
type Highs = Awaited<ReturnType<HighsLoader>>;

const SCALES: Scale[] = [
  { papers: 1_000, reviewers: 200, perPaper: 3 },
  { papers: 5_000, reviewers: 1_000, perPaper: 3 },
];
const TARGET = 0.999;
/** HiGHS stops here; a run that hits it reports the bound it reached instead of an optimum. */
const TIME_LIMIT_S = 900;

export default async function run(args: string[]): Promise<void> {
  const highs = await highsLoader();
  console.log(`  HiGHS ${highs.version.major}.${highs.version.minor}.${highs.version.patch} (WebAssembly), load average ${loadAverage()}`);
  const scales = args.includes("--quick") ? SCALES.slice(0, 1) : SCALES;
  for (const scale of scales) {
    const input = preferenceInput(scale);
    const runs: [string, PreferenceResult, number][] = [];
    for (const [name, candidates] of [["default", {}], ["sparse", { completeLimit: 0 }]] as const) {
      const started = performance.now();
      const result = assignWithPreferences({ ...input, candidates });
      runs.push([name, result, (performance.now() - started) / 1000]);
    }
    const lp = optimum(highs, input, runs[0]![1]);
    console.log(`  ${scale.papers}×${scale.reviewers}×${scale.perPaper}: LP ${lp.columns} columns × ${lp.rows} rows, HiGHS ${lp.status} in ${lp.seconds.toFixed(1)} s, optimum ${lp.objective.toFixed(3)} (integral: ${lp.integral}), wasm memory ${Math.round(highs.memoryBytes / 2 ** 20)} MB`);
    for (const [name, result, seconds] of runs) {
      const ratio = result.totalPreference / lp.objective;
      console.log(
        `    ours (${name}, ${result.stats.candidatePairs} candidate pairs): ${seconds.toFixed(2)} s, total preference ${result.totalPreference}, ` +
          `${result.pairs.length} pairs, max load ${Math.max(...result.loads.values())} (cap ${result.maxLoad}), no bids ${result.noBidPairs}  → ours / optimum = ${ratio.toFixed(6)} ${ratio >= TARGET ? "(≥ 0.999)" : "(BELOW 0.999)"}`,
      );
      if (ratio < TARGET) process.exitCode = 1;
    }
  }
}

const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");

function optimum(highs: Highs, input: PreferenceInput, ours: PreferenceResult) {
  const papers = [...input.papers].sort((a, b) => a.id - b.id);
  const reviewers = [...input.reviewers].sort((a, b) => a.id - b.id);
  const P = papers.length;
  const R = reviewers.length;
  const gotten = new Map<number, number>();
  for (const p of ours.pairs) gotten.set(p.paperId, (gotten.get(p.paperId) ?? 0) + 1);
  // columns paper by paper (CSC: each column has a paper row and a member row)
  const cost: number[] = [];
  const rowIndex: number[] = [];
  for (let p = 0; p < P; p++) {
    const paper = papers[p]!;
    const conflicted = new Set(input.conflicts.get(paper.id) ?? []);
    const bids = input.bids?.get(paper.id);
    const topics = input.paperTopics?.get(paper.id) ?? [];
    for (let r = 0; r < R; r++) {
      const rid = reviewers[r]!.id;
      if (conflicted.has(rid) || paper.reviewerIds.includes(rid)) continue;
      const bid = bids?.get(rid) ?? null;
      if (bid === "no") continue;
      const mine = input.reviewerTopics?.get(rid);
      const overlap = topics.length ? topics.filter((t) => mine?.has(t)).length / topics.length : 0;
      cost.push(preferenceOf(input.weights, bid, overlap, null));
      rowIndex.push(p, P + r);
    }
  }
  const columns = cost.length;
  const starts = new Int32Array(columns + 1);
  for (let j = 0; j <= columns; j++) starts[j] = 2 * j;
  const rowLower = new Float64Array(P + R);
  const rowUpper = new Float64Array(P + R);
  for (let p = 0; p < P; p++) rowLower[p] = rowUpper[p] = gotten.get(papers[p]!.id) ?? 0;
  for (let r = 0; r < R; r++) {
    rowLower[P + r] = -highs.infinity;
    rowUpper[P + r] = ours.maxLoad - reviewers[r]!.load;
  }
  const started = performance.now();
  return highs.withModel((model) => {
    model.options.set({ time_limit: TIME_LIMIT_S, output_flag: false });
    model.passModel({
      numCols: columns,
      numRows: P + R,
      sense: highs.constants.objectiveSense.maximize,
      colCost: Float64Array.from(cost),
      colLower: new Float64Array(columns),
      colUpper: new Float64Array(columns).fill(1),
      rowLower,
      rowUpper,
      matrix: { format: "csc", numRows: P + R, numCols: columns, starts, indices: Int32Array.from(rowIndex), values: new Float64Array(2 * columns).fill(1) },
    });
    model.run();
    const values = model.getSolution().colValue;
    let integral = true;
    for (const v of values) if (Math.abs(v - Math.round(v)) > 1e-6) integral = false;
    const status = model.getModelStatus();
    const names = Object.entries(highs.constants.modelStatus).find(([, code]) => code === status)?.[0] ?? String(status);
    return { columns, rows: P + R, objective: model.getObjectiveValue(), status: names, integral, seconds: (performance.now() - started) / 1000 };
  });
}
