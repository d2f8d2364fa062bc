import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assignWithPreferences,
  preferenceOf,
  type Bid,
  type PreferenceInput,
  type PreferenceWeights,
} from "./preferences.js";
import { seededRandom } from "./random.js";
import { randomBids } from "./randomBids.testkit.js";

const W: PreferenceWeights = { yes: 10, maybe: 5, none: 0, no: -10, topic: 4, affinity: 4 };
const bidsOf = (entries: [number, number, Bid][]) => {
  const m = new Map<number, Map<number, Bid>>();
  for (const [p, r, b] of entries) m.set(p, (m.get(p) ?? new Map()).set(r, b));
  return m;
};

describe("assignWithPreferences: known optima", () => {
  it("gives each paper the reviewer who bid yes when loads allow", () => {
    const result = assignWithPreferences({
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
      bids: bidsOf([
        [1, 20, "yes"],
        [2, 10, "yes"],
      ]),
      weights: W,
    });
    expect(result.pairs.map((p) => [p.paperId, p.reviewerId, p.bid])).toEqual([
      [1, 20, "yes"],
      [2, 10, "yes"],
    ]);
    expect(result.totalPreference).toBe(20);
    expect(result.noBidPairs).toBe(0);
  });

  it("trades one yes for two (the greedy choice is not optimal)", () => {
    // reviewer 10 bid yes on both; 20 bid yes on paper 1 only; cap 1 each
    const result = assignWithPreferences({
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
      bids: bidsOf([
        [1, 10, "yes"],
        [2, 10, "yes"],
        [1, 20, "yes"],
      ]),
      weights: W,
    });
    expect(result.pairs.map((p) => [p.paperId, p.reviewerId])).toEqual([
      [1, 20],
      [2, 10],
    ]);
  });

  it("uses a no bid only when nothing else is feasible, and says so", () => {
    const input: PreferenceInput = {
      papers: [{ id: 1, reviewerIds: [] }],
      reviewers: [
        { id: 10, load: 0 },
        { id: 20, load: 0 },
      ],
      conflicts: new Map([[1, [20]]]),
      reviewersPerPaper: 1,
      bids: bidsOf([[1, 10, "no"]]),
      weights: W,
    };
    const result = assignWithPreferences(input);
    expect(result.pairs).toHaveLength(1);
    expect(result.noBidPairs).toBe(1);
    // with another member free, the no bid is avoided even though topics favour it
    const other = assignWithPreferences({
      ...input,
      conflicts: new Map(),
      paperTopics: new Map([[1, [7]]]),
      reviewerTopics: new Map([[10, new Set([7])]]),
      weights: { ...W, topic: 1000 },
    });
    expect(other.pairs.map((p) => p.reviewerId)).toEqual([20]);
    expect(other.noBidPairs).toBe(0);
  });

  it("keeps existing reviewers and counts their load; respects quotas", () => {
    const result = assignWithPreferences({
      papers: [
        { id: 1, reviewerIds: [10] },
        { id: 2, reviewerIds: [] },
        { id: 3, reviewerIds: [] },
      ],
      reviewers: [
        { id: 10, load: 1 },
        { id: 20, load: 0 },
        { id: 30, load: 0 },
      ],
      conflicts: new Map(),
      reviewersPerPaper: 1,
      quotas: new Map([[30, 0]]),
      bids: bidsOf([
        [2, 30, "yes"],
        [3, 30, "yes"],
      ]),
      weights: W,
    });
    expect(result.pairs.every((p) => p.reviewerId !== 30)).toBe(true);
    expect(result.pairs.map((p) => p.paperId)).toEqual([2, 3]);
    expect(result.loads.get(10)! + result.loads.get(20)!).toBe(3);
  });

  it("reports papers left short by caps, with the reason", () => {
    const result = assignWithPreferences({
      papers: [
        { id: 1, reviewerIds: [] },
        { id: 2, reviewerIds: [] },
      ],
      reviewers: [{ id: 10, load: 0 }],
      conflicts: new Map(),
      reviewersPerPaper: 1,
      maxLoad: 1,
      weights: W,
    });
    expect(result.pairs).toHaveLength(1);
    expect(result.shortPapers).toHaveLength(1);
    expect(result.shortPapers[0]!.reason).toContain("caps");
  });
});

/** Brute force over every assignment of a tiny instance: max coverage, then min cost (the same objective). */
function bruteForce(input: PreferenceInput, maxLoad: number) {
  const papers = input.papers;
  const options: number[][][] = papers.map((p) => {
    const eligible = input.reviewers
      .map((r) => r.id)
      .filter((id) => !p.reviewerIds.includes(id) && !(input.conflicts.get(p.id) ?? []).includes(id));
    const need = Math.max(0, input.reviewersPerPaper - p.reviewerIds.length);
    const subsets: number[][] = [];
    const walk = (i: number, acc: number[]) => {
      if (acc.length <= need) subsets.push([...acc]);
      if (acc.length === need || i === eligible.length) return;
      for (let j = i; j < eligible.length; j++) walk(j + 1, [...acc, eligible[j]!]);
    };
    walk(0, []);
    return subsets;
  });
  let best: { coverage: number; cost: number } | null = null;
  const choose = (i: number, picked: number[][]) => {
    if (i === papers.length) {
      const loads = new Map(input.reviewers.map((r) => [r.id, r.load]));
      let cost = 0;
      let coverage = 0;
      picked.forEach((set, pi) =>
        set.forEach((rid) => {
          loads.set(rid, loads.get(rid)! + 1);
          const bid = input.bids?.get(papers[pi]!.id)?.get(rid) ?? null;
          const topics = input.paperTopics?.get(papers[pi]!.id) ?? [];
          const mine = input.reviewerTopics?.get(rid);
          const overlap = topics.length ? topics.filter((t) => mine?.has(t)).length / topics.length : 0;
          cost += -Math.round(preferenceOf(input.weights, bid, overlap, null) * 100) + (bid === "no" ? 1e10 : 0);
          coverage++;
        }),
      );
      for (const r of input.reviewers) {
        const l = loads.get(r.id)!;
        if (l > r.load && l > Math.min(maxLoad, input.quotas?.get(r.id) ?? Infinity)) return;
        for (let k = r.load; k < l; k++) cost += 2 * k + 1;
      }
      if (!best || coverage > best.coverage || (coverage === best.coverage && cost < best.cost))
        best = { coverage, cost };
      return;
    }
    for (const s of options[i]!) choose(i + 1, [...picked, s]);
  };
  choose(0, []);
  return best!;
}

const tiny = fc
  .record({
    papers: fc.integer({ min: 1, max: 4 }),
    reviewers: fc.integer({ min: 1, max: 4 }),
    perPaper: fc.integer({ min: 1, max: 2 }),
    maxLoad: fc.integer({ min: 1, max: 3 }),
    shape: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  })
  .map(({ papers, reviewers, perPaper, maxLoad, shape }) => {
    const next = seededRandom(shape);
    const rs = Array.from({ length: reviewers }, (_, i) => ({ id: 10 + i, load: next() < 0.3 ? 1 : 0 }));
    const ps = Array.from({ length: papers }, (_, i) => ({
      id: 100 + i,
      reviewerIds: next() < 0.15 ? [rs[0]!.id] : [],
    }));
    const conflicts = new Map(ps.map((p) => [p.id, rs.filter(() => next() < 0.2).map((r) => r.id)]));
    const bids = randomBids(ps, rs, next);
    const paperTopics = new Map(ps.map((p) => [p.id, [1, 2, 3].filter(() => next() < 0.5)]));
    const reviewerTopics = new Map(rs.map((r) => [r.id, new Set([1, 2, 3].filter(() => next() < 0.5))]));
    const quotas = new Map(rs.filter(() => next() < 0.2).map((r) => [r.id, Math.floor(next() * 3)]));
    const input: PreferenceInput = {
      papers: ps,
      reviewers: rs,
      conflicts,
      reviewersPerPaper: perPaper,
      bids,
      paperTopics,
      reviewerTopics,
      quotas,
      weights: W,
      maxLoad,
      seed: shape,
    };
    return input;
  });

function costOf(input: PreferenceInput, result: ReturnType<typeof assignWithPreferences>) {
  let cost = 0;
  for (const p of result.pairs) cost += -Math.round(p.preference * 100) + (p.bid === "no" ? 1e10 : 0);
  for (const r of input.reviewers) for (let k = r.load; k < result.loads.get(r.id)!; k++) cost += 2 * k + 1;
  return cost;
}

describe("assignWithPreferences: properties", () => {
  it("matches the brute-force optimum (coverage, then preference, no bids, evenness) on tiny instances", () => {
    fc.assert(
      fc.property(tiny, (input) => {
        const result = assignWithPreferences(input);
        const best = bruteForce(input, input.maxLoad!);
        expect(result.pairs.length).toBe(best.coverage);
        expect(costOf(input, result)).toBe(best.cost);
      }),
      { numRuns: 150 },
    );
  });

  it("never exceeds caps, never assigns a conflicted or existing pair, and is deterministic for a seed", () => {
    fc.assert(
      fc.property(tiny, (input) => {
        const result = assignWithPreferences(input);
        for (const p of result.pairs) {
          expect(input.conflicts.get(p.paperId) ?? []).not.toContain(p.reviewerId);
          expect(input.papers.find((x) => x.id === p.paperId)!.reviewerIds).not.toContain(p.reviewerId);
        }
        for (const r of input.reviewers) {
          const added = result.pairs.filter((p) => p.reviewerId === r.id).length;
          if (added > 0)
            expect(r.load + added).toBeLessThanOrEqual(Math.min(input.maxLoad!, input.quotas?.get(r.id) ?? Infinity));
        }
        expect(assignWithPreferences(input)).toEqual(result);
      }),
      { numRuns: 100 },
    );
  });

  it("without a cap keeps the largest load of the balanced assignment", () => {
    const next = seededRandom(7);
    const reviewers = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, load: 0 }));
    const papers = Array.from({ length: 30 }, (_, i) => ({ id: 100 + i, reviewerIds: [] }));
    const bids = new Map(
      papers.map((p) => [p.id, new Map(reviewers.filter(() => next() < 0.3).map((r) => [r.id, "yes" as Bid]))]),
    );
    const result = assignWithPreferences({
      papers,
      reviewers,
      conflicts: new Map(),
      reviewersPerPaper: 3,
      bids,
      weights: W,
    });
    expect(result.pairs).toHaveLength(90);
    expect(Math.max(...result.loads.values())).toBe(Math.ceil(90 / 12));
  });
});

describe("assignWithPreferences: the sparse candidate set (large tracks)", () => {
  const SPARSE = { completeLimit: 0, topicK: 1, affinityK: 1, randomK: 1 };
  const medium = fc
    .record({
      papers: fc.integer({ min: 5, max: 40 }),
      reviewers: fc.integer({ min: 3, max: 15 }),
      perPaper: fc.integer({ min: 1, max: 3 }),
      shape: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    })
    .map(({ papers, reviewers, perPaper, shape }) => {
      const next = seededRandom(shape);
      const rs = Array.from({ length: reviewers }, (_, i) => ({ id: 10 + i, load: next() < 0.2 ? 1 : 0 }));
      const ps = Array.from({ length: papers }, (_, i) => ({
        id: 100 + i,
        reviewerIds: next() < 0.1 ? [rs[0]!.id] : [],
      }));
      const conflicts = new Map(ps.map((p) => [p.id, rs.filter(() => next() < 0.15).map((r) => r.id)]));
      const bids = randomBids(ps, rs, next, ["yes", "maybe", "no", null, null, null, null]);
      const paperTopics = new Map(ps.map((p) => [p.id, [1, 2, 3, 4].filter(() => next() < 0.4)]));
      const reviewerTopics = new Map(rs.map((r) => [r.id, new Set([1, 2, 3, 4].filter(() => next() < 0.4))]));
      const input: PreferenceInput = {
        papers: ps,
        reviewers: rs,
        conflicts,
        reviewersPerPaper: perPaper,
        bids,
        paperTopics,
        reviewerTopics,
        weights: W,
        seed: shape,
      };
      return input;
    });
  const eligiblePairs = (input: PreferenceInput) =>
    input.papers.reduce(
      (sum, p) =>
        sum +
        input.reviewers.filter(
          (r) => !p.reviewerIds.includes(r.id) && !(input.conflicts.get(p.id) ?? []).includes(r.id),
        ).length,
      0,
    );

  it("takes the sparse path only when asked, and every eligible pair below the limit", () => {
    const input = fc.sample(medium, { numRuns: 1, seed: 3 })[0]!;
    expect(assignWithPreferences(input).stats.candidatePairs).toBe(eligiblePairs(input));
    expect(assignWithPreferences({ ...input, candidates: SPARSE }).stats.candidatePairs).toBeLessThan(
      eligiblePairs(input),
    );
  });

  it("finds the brute-force optimum when its candidate lists happen to be complete", () => {
    fc.assert(
      fc.property(tiny, (input) => {
        const result = assignWithPreferences({ ...input, candidates: { completeLimit: 0, randomK: 200 } });
        fc.pre(result.stats.candidatePairs === eligiblePairs(input));
        const best = bruteForce(input, input.maxLoad!);
        expect(result.pairs.length).toBe(best.coverage);
        expect(costOf(input, result)).toBe(best.cost);
      }),
      { numRuns: 100 },
    );
  });

  it("reaches the dense coverage and largest load, never beats the dense optimum, never assigns a conflict, and is deterministic", () => {
    fc.assert(
      fc.property(medium, (input) => {
        const dense = assignWithPreferences(input);
        const sparse = assignWithPreferences({ ...input, candidates: SPARSE });
        expect(sparse.pairs.length).toBe(dense.pairs.length);
        expect(Math.max(...sparse.loads.values())).toBe(Math.max(...dense.loads.values()));
        expect(costOf(input, sparse)).toBeGreaterThanOrEqual(costOf(input, dense));
        for (const p of sparse.pairs) {
          expect(input.conflicts.get(p.paperId) ?? []).not.toContain(p.reviewerId);
          expect(input.papers.find((x) => x.id === p.paperId)!.reviewerIds).not.toContain(p.reviewerId);
        }
        expect(new Set(sparse.pairs.map((p) => `${p.paperId}:${p.reviewerId}`)).size).toBe(sparse.pairs.length);
        expect(assignWithPreferences({ ...input, candidates: SPARSE })).toEqual(sparse);
      }),
      { numRuns: 60 },
    );
  });

  it("respects a cap and quotas on the sparse path, widening papers the cap left short", () => {
    fc.assert(
      fc.property(medium, fc.integer({ min: 1, max: 4 }), (input, maxLoad) => {
        const quotas = new Map([[input.reviewers[0]!.id, 1]]);
        const sparse = assignWithPreferences({ ...input, maxLoad, quotas, candidates: SPARSE });
        for (const r of input.reviewers) {
          const added = sparse.pairs.filter((p) => p.reviewerId === r.id).length;
          if (added > 0) expect(r.load + added).toBeLessThanOrEqual(Math.min(maxLoad, quotas.get(r.id) ?? Infinity));
        }
        const dense = assignWithPreferences({ ...input, maxLoad, quotas });
        expect(sparse.pairs.length).toBeLessThanOrEqual(dense.pairs.length);
        for (const s of sparse.shortPapers) expect(s.reason).not.toBe("");
      }),
      { numRuns: 60 },
    );
  });

  it("uses a no bid on the sparse path only when the paper's complete list needs it", () => {
    // paper 1: every member but 10 is conflicted and 10 bid no; the other 30 papers keep the lists short
    const reviewers = Array.from({ length: 20 }, (_, i) => ({ id: 10 + i, load: 0 }));
    const papers = Array.from({ length: 31 }, (_, i) => ({ id: 1 + i, reviewerIds: [] }));
    const conflicts = new Map([[1, reviewers.slice(1).map((r) => r.id)]]);
    const result = assignWithPreferences({
      papers,
      reviewers,
      conflicts,
      reviewersPerPaper: 1,
      bids: bidsOf([
        [1, 10, "no"],
        [2, 11, "no"],
      ]),
      weights: W,
      candidates: SPARSE,
    });
    expect(result.pairs.find((p) => p.paperId === 1)!.reviewerId).toBe(10);
    expect(result.pairs.find((p) => p.paperId === 2)!.reviewerId).not.toBe(11);
    expect(result.noBidPairs).toBe(1);
  });
});
