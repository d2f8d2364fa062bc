// `balance` and `objective` on continuous scores, against brute force over every assignment.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignWithPreferences, type PreferenceInput, type PreferenceWeights } from "./preferences.js";
import { seededRandom } from "./random.js";

const AFFINITY_ONLY: PreferenceWeights = { yes: 0, maybe: 0, none: 0, no: 0, topic: 0, affinity: 1 };

/** Every assignment of a tiny instance with the largest coverage: its best total and its best lowest paper total. */
function bruteForce(input: PreferenceInput) {
  const papers = input.papers;
  const cap = (rid: number) => Math.min(input.maxLoad ?? Infinity, input.quotas?.get(rid) ?? Infinity);
  const options = papers.map((p) => {
    const eligible = input.reviewers
      .map((r) => r.id)
      .filter((id) => !p.reviewerIds.includes(id) && !(input.conflicts.get(p.id) ?? []).includes(id));
    const need = Math.max(0, input.reviewersPerPaper - p.reviewerIds.length);
    const subsets: number[][] = [];
    const walk = (i: number, acc: number[]) => {
      if (acc.length <= need) subsets.push([...acc]);
      if (acc.length === need) return;
      for (let j = i; j < eligible.length; j++) walk(j + 1, [...acc, eligible[j]!]);
    };
    walk(0, []);
    return subsets;
  });
  const score = (pid: number, rid: number) => input.affinity?.get(pid)?.get(rid) ?? 0;
  let best = { coverage: -1, total: -Infinity, min: -Infinity };
  const choose = (i: number, picked: number[][]) => {
    if (i === papers.length) {
      const loads = new Map(input.reviewers.map((r) => [r.id, r.load]));
      let coverage = 0;
      let total = 0;
      let min = Infinity;
      picked.forEach((set, pi) => {
        const paper = papers[pi]!;
        let t = paper.reviewerIds.reduce((s, rid) => s + score(paper.id, rid), 0);
        for (const rid of set) {
          loads.set(rid, loads.get(rid)! + 1);
          t += score(paper.id, rid);
          coverage++;
        }
        total += t;
        if (input.reviewersPerPaper > paper.reviewerIds.length) min = Math.min(min, t);
      });
      for (const r of input.reviewers) {
        const l = loads.get(r.id)!;
        if (l > r.load && l > cap(r.id)) return;
      }
      if (coverage > best.coverage) best = { coverage, total, min };
      else if (coverage === best.coverage)
        best = { coverage, total: Math.max(best.total, total), min: Math.max(best.min, min) };
      return;
    }
    for (const s of options[i]!) choose(i + 1, [...picked, s]);
  };
  choose(0, []);
  return best;
}

/** Tiny tracks with continuous affinities from a skewed distribution (mostly small), some conflicts, a cap. */
const tiny = fc
  .record({
    papers: fc.integer({ min: 1, max: 5 }),
    reviewers: fc.integer({ min: 1, max: 4 }),
    perPaper: fc.integer({ min: 1, max: 2 }),
    maxLoad: fc.integer({ min: 1, max: 4 }),
    top: fc.constantFrom(0.15, 1),
    shape: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  })
  .map(({ papers, reviewers, perPaper, maxLoad, top, shape }) => {
    const next = seededRandom(shape);
    const rs = Array.from({ length: reviewers }, (_, i) => ({ id: 10 + i, load: next() < 0.2 ? 1 : 0 }));
    const ps = Array.from({ length: papers }, (_, i) => ({
      id: 100 + i,
      reviewerIds: next() < 0.1 ? [rs[0]!.id] : [],
    }));
    const conflicts = new Map(ps.map((p) => [p.id, rs.filter(() => next() < 0.15).map((r) => r.id)]));
    const affinity = new Map(ps.map((p) => [p.id, new Map(rs.map((r) => [r.id, top * next() ** 3]))]));
    const quotas = new Map(rs.filter(() => next() < 0.15).map((r) => [r.id, 1 + Math.floor(next() * 2)]));
    const input: PreferenceInput = {
      papers: ps,
      reviewers: rs,
      conflicts,
      reviewersPerPaper: perPaper,
      affinity,
      quotas,
      weights: AFFINITY_ONLY,
      maxLoad,
      seed: shape,
    };
    return input;
  });

const lowest = (result: ReturnType<typeof assignWithPreferences>) =>
  Math.min(...result.paperTotals.map((t) => t.total));

describe("balance and objective on continuous scores", () => {
  it("within_caps reaches the brute-force largest total (same coverage)", () => {
    fc.assert(
      fc.property(tiny, (input) => {
        const result = assignWithPreferences({ ...input, balance: "within_caps" });
        const best = bruteForce(input);
        expect(result.pairs.length).toBe(best.coverage);
        expect(result.totalPreference).toBeCloseTo(
          best.total -
            input.papers.reduce(
              (s, p) => s + p.reviewerIds.reduce((u, r) => u + (input.affinity!.get(p.id)!.get(r) ?? 0), 0),
              0,
            ),
          3,
        );
      }),
      { numRuns: 200 },
    );
  });

  it("fair raises the lowest paper total to the brute-force max-min, with the same coverage", () => {
    fc.assert(
      fc.property(tiny, (input) => {
        const result = assignWithPreferences({ ...input, objective: "fair" });
        const best = bruteForce(input);
        expect(result.pairs.length).toBe(best.coverage);
        if (result.paperTotals.length) expect(lowest(result)).toBeCloseTo(best.min, 9);
      }),
      { numRuns: 200 },
    );
  });

  it("never assigns a conflicted pair or passes a cap, in any mode", () => {
    fc.assert(
      fc.property(
        tiny,
        fc.constantFrom("even", "within_caps"),
        fc.constantFrom("total", "fair"),
        (input, balance, objective) => {
          const result = assignWithPreferences({ ...input, balance, objective });
          for (const p of result.pairs) expect(input.conflicts.get(p.paperId) ?? []).not.toContain(p.reviewerId);
          for (const r of input.reviewers) {
            const added = result.pairs.filter((p) => p.reviewerId === r.id).length;
            if (added > 0)
              expect(r.load + added).toBeLessThanOrEqual(Math.min(input.maxLoad!, input.quotas?.get(r.id) ?? Infinity));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("within_caps fills the chair's cap where small affinity differences favour it; even keeps loads even", () => {
    // 6 papers × 2 reviewers each; reviewer 1 is slightly better on every paper, the cap is 6
    const papers = Array.from({ length: 6 }, (_, i) => ({ id: 100 + i, reviewerIds: [] }));
    const reviewers = [1, 2, 3].map((id) => ({ id, load: 0 }));
    const affinity = new Map(
      papers.map((p) => [
        p.id,
        new Map([
          [1, 0.06],
          [2, 0.05],
          [3, 0.049],
        ]),
      ]),
    );
    const base = {
      papers,
      reviewers,
      conflicts: new Map(),
      reviewersPerPaper: 2,
      affinity,
      weights: AFFINITY_ONLY,
      maxLoad: 6,
    };
    const within = assignWithPreferences({ ...base, balance: "within_caps" });
    expect(within.loads.get(1)).toBe(6);
    expect(within.loads.get(2)).toBe(6);
    expect(within.totalPreference).toBeCloseTo(6 * 0.11, 9);
    const even = assignWithPreferences({ ...base, balance: "even" });
    expect([...even.loads.values()]).toEqual([4, 4, 4]);
  });

  it("fair gives the worst-served paper a better reviewer at a small cost in total", () => {
    // two papers, one reviewer each, reviewers with cap 1: the total prefers A→1, B→2 (0.9 + 0.1),
    // fair prefers A→2, B→1 (0.5 + 0.4)
    const input: PreferenceInput = {
      papers: [
        { id: 1, reviewerIds: [] },
        { id: 2, reviewerIds: [] },
      ],
      reviewers: [
        { id: 10, load: 0 },
        { id: 20, load: 0 },
      ],
      conflicts: new Map(),
      reviewersPerPaper: 1,
      maxLoad: 1,
      affinity: new Map([
        [
          1,
          new Map([
            [10, 0.9],
            [20, 0.5],
          ]),
        ],
        [
          2,
          new Map([
            [10, 0.4],
            [20, 0.1],
          ]),
        ],
      ]),
      weights: AFFINITY_ONLY,
    };
    const total = assignWithPreferences(input);
    expect(lowest(total)).toBeCloseTo(0.1, 9);
    const fair = assignWithPreferences({ ...input, objective: "fair" });
    expect(fair.pairs.map((p) => [p.paperId, p.reviewerId])).toEqual([
      [1, 20],
      [2, 10],
    ]);
    expect(lowest(fair)).toBeCloseTo(0.4, 9);
  });

  it("raises the lowest paper total on a larger track with contended reviewers, within the caps", () => {
    // a few members are good for everyone, the cap holds every load at the average: the total
    // optimum gives the strong members where they add most and leaves some paper with weak ones
    const next = seededRandom(11);
    const papers = Array.from({ length: 120 }, (_, i) => ({ id: 1000 + i, reviewerIds: [] }));
    const reviewers = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, load: 0 }));
    const strength = reviewers.map(() => next() ** 4);
    const affinity = new Map(
      papers.map((p) => [p.id, new Map(reviewers.map((r, i) => [r.id, Math.min(1, strength[i]! * (0.5 + next()))]))]),
    );
    const conflicts = new Map(papers.map((p) => [p.id, reviewers.filter(() => next() < 0.01).map((r) => r.id)]));
    const base = { papers, reviewers, conflicts, reviewersPerPaper: 3, affinity, weights: AFFINITY_ONLY, maxLoad: 12 };
    const total = assignWithPreferences(base);
    const fair = assignWithPreferences({ ...base, objective: "fair" });
    expect(fair.pairs).toHaveLength(total.pairs.length);
    expect(lowest(fair)).toBeGreaterThan(lowest(total) + 0.01);
    expect(fair.totalPreference).toBeLessThanOrEqual(total.totalPreference + 1e-9);
    expect(Math.max(...fair.loads.values())).toBeLessThanOrEqual(12);
    for (const p of fair.pairs) expect(conflicts.get(p.paperId)).not.toContain(p.reviewerId);
  });
});
