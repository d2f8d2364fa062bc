// Groups (a conference's tracks): a paper goes only to members of its group, in every mode, with
// loads and caps over all groups. The reference is the same instance with every outside member
// listed as a conflict, which the solver handled before groups existed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignReviewers } from "./assign.js";
import { assignWithPreferences, type PreferenceInput, type PreferenceWeights } from "./preferences.js";
import { seededRandom } from "./random.js";
import { randomBids } from "./randomBids.testkit.js";
import { referenceSolve } from "./referenceSolver.testkit.js";
import type { AssignmentInput, Groups } from "./types.js";

const W: PreferenceWeights = { yes: 10, maybe: 5, none: 0, no: -10, topic: 4, affinity: 4 };

/** The same instance without groups: every member outside a paper's group is one of its conflicts. */
function asConflicts<T extends AssignmentInput>(input: T & { groups: Groups }): T {
  const conflicts = new Map<number, number[]>();
  for (const p of input.papers) {
    const g = input.groups.ofPaper.get(p.id)!;
    const outside = input.reviewers.filter((r) => !(input.groups.ofReviewer.get(r.id) ?? []).includes(g));
    conflicts.set(p.id, [...(input.conflicts.get(p.id) ?? []), ...outside.map((r) => r.id)]);
  }
  const copy: T = { ...input, conflicts };
  delete copy.groups;
  return copy;
}

/** Every pair within the paper's group, never a conflict, never twice. */
function expectValid(input: AssignmentInput & { groups: Groups }, pairs: { paperId: number; reviewerId: number }[]) {
  for (const { paperId, reviewerId } of pairs) {
    expect(input.groups.ofReviewer.get(reviewerId) ?? []).toContain(input.groups.ofPaper.get(paperId));
    expect(input.conflicts.get(paperId) ?? []).not.toContain(reviewerId);
    expect(input.papers.find((p) => p.id === paperId)!.reviewerIds).not.toContain(reviewerId);
  }
  expect(new Set(pairs.map((p) => `${p.paperId}:${p.reviewerId}`)).size).toBe(pairs.length);
}

/**
 * Random conferences: 1–3 groups, each member in 0–2 of them, existing loads and reviewers,
 * conflicts, bids, topics and continuous affinities.
 */
const conference = (maxPapers: number, maxReviewers: number) =>
  fc
    .record({
      papers: fc.integer({ min: 1, max: maxPapers }),
      reviewers: fc.integer({ min: 1, max: maxReviewers }),
      groups: fc.integer({ min: 1, max: 3 }),
      perPaper: fc.integer({ min: 1, max: 3 }),
      shape: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    })
    .map(({ papers, reviewers, groups, perPaper, shape }) => {
      const next = seededRandom(shape);
      const pick = (n: number) => Math.floor(next() * n);
      const rs = Array.from({ length: reviewers }, (_, i) => ({ id: 10 + i * 3, load: next() < 0.3 ? pick(3) : 0 }));
      const ps = Array.from({ length: papers }, (_, i) => ({
        id: 100 + i,
        reviewerIds: next() < 0.1 ? [rs[pick(reviewers)]!.id] : [],
      }));
      const ofReviewer = new Map(
        rs.map((r) => {
          const u = next();
          const first = pick(groups);
          return [r.id, u < 0.1 ? [] : u < 0.35 ? [first, (first + 1) % groups] : [first]];
        }),
      );
      const ofPaper = new Map(ps.map((p) => [p.id, pick(groups)]));
      const conflicts = new Map(ps.map((p) => [p.id, rs.filter(() => next() < 0.15).map((r) => r.id)]));
      const bids = randomBids(ps, rs, next);
      const input: PreferenceInput & { groups: Groups } = {
        papers: ps,
        reviewers: rs,
        conflicts,
        reviewersPerPaper: perPaper,
        groups: { ofPaper, ofReviewer },
        bids,
        paperTopics: new Map(ps.map((p) => [p.id, [1, 2, 3].filter(() => next() < 0.5)])),
        reviewerTopics: new Map(rs.map((r) => [r.id, new Set([1, 2, 3].filter(() => next() < 0.5))])),
        affinity: new Map(ps.map((p) => [p.id, new Map(rs.map((r) => [r.id, next() ** 3]))])),
        weights: W,
        seed: shape,
      };
      return input;
    });

describe("groups: the balanced assignment", () => {
  it("balances a member's total load over two groups (5 vs 2 per group becomes 4, 3, 3)", () => {
    // x is in both groups, a only in A, b only in B; A has 6 papers, B 4, one reviewer each
    const [x, a, b] = [1, 2, 3];
    const papers = Array.from({ length: 10 }, (_, i) => ({ id: 100 + i, reviewerIds: [] }));
    const input: AssignmentInput = {
      papers,
      reviewers: [x, a, b].map((id) => ({ id, load: 0 })),
      conflicts: new Map(),
      reviewersPerPaper: 1,
      groups: {
        ofPaper: new Map(papers.map((p, i) => [p.id, i < 6 ? 0 : 1])),
        ofReviewer: new Map([
          [x, [0, 1]],
          [a, [0]],
          [b, [1]],
        ]),
      },
    };
    const result = assignReviewers(input);
    expect(result.pairs).toHaveLength(10);
    const load = (r: number) => result.pairs.filter((p) => p.reviewerId === r).length;
    expect([load(x), load(a), load(b)].sort()).toEqual([3, 3, 4]);
    for (const p of result.pairs) {
      if (p.paperId < 106) expect(p.reviewerId).not.toBe(b);
      else expect(p.reviewerId).not.toBe(a);
    }
  });

  it("says a paper of a group without members is short, and refuses a paper without a group", () => {
    const input: AssignmentInput = {
      papers: [{ id: 1, reviewerIds: [] }],
      reviewers: [{ id: 10, load: 0 }],
      conflicts: new Map(),
      reviewersPerPaper: 2,
      groups: { ofPaper: new Map([[1, 7]]), ofReviewer: new Map([[10, [8]]]) },
    };
    const result = assignReviewers(input);
    expect(result.pairs).toEqual([]);
    expect(result.shortPapers).toMatchObject([{ paperId: 1, needed: 2, assigned: 0, eligible: 0 }]);
    expect(result.shortPapers[0]!.reason).toBe("Its track has no TPC members.");
    expect(() => assignReviewers({ ...input, groups: { ofPaper: new Map(), ofReviewer: new Map() } })).toThrow(
      "paper 1 has no group",
    );
  });

  it("on random conferences: within groups, and exactly as full and even as the reference flow", () => {
    fc.assert(
      fc.property(conference(7, 6), (input) => {
        const result = assignReviewers(input);
        expectValid(input, result.pairs);
        const best = referenceSolve(asConflicts(input));
        const loads = new Map(input.reviewers.map((r) => [r.id, r.load]));
        for (const p of result.pairs) loads.set(p.reviewerId, loads.get(p.reviewerId)! + 1);
        expect(result.pairs.length).toBe(best.maxAssignments);
        expect(result.load.max).toBe(best.minMaxLoad);
        expect([...loads.values()].reduce((s, l) => s + l * l, 0)).toBe(best.minSquareSum);
        expect(result.stats.balanced).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("groups: preferences, caps and objectives", () => {
  it("with every eligible pair a candidate, answers what the outside members as conflicts answer, in every mode", () => {
    const modes: Partial<PreferenceInput>[] = [
      {},
      { maxLoad: 3 },
      { balance: "even" },
      { objective: "fair", maxLoad: 3 },
      { objective: "fair", balance: "even" },
    ];
    fc.assert(
      fc.property(conference(6, 6), fc.constantFrom(...modes), (input, mode) => {
        const grouped = assignWithPreferences({ ...input, ...mode });
        const listed = assignWithPreferences({ ...asConflicts(input), ...mode });
        expectValid(input, grouped.pairs);
        expect(grouped.pairs).toEqual(listed.pairs);
        expect(grouped.loads).toEqual(listed.loads);
        expect(grouped.paperTotals).toEqual(listed.paperTotals);
        expect(grouped.stats.candidatePairs).toBe(listed.stats.candidatePairs);
      }),
      { numRuns: 150 },
    );
  });

  it("on the sparse candidate path: within groups, the dense coverage and largest load, caps over all groups", () => {
    const SPARSE = { completeLimit: 0, topicK: 1, affinityK: 1, randomK: 1 };
    fc.assert(
      fc.property(conference(30, 12), fc.integer({ min: 2, max: 8 }), (input, maxLoad) => {
        const dense = assignWithPreferences(input);
        const sparse = assignWithPreferences({ ...input, candidates: SPARSE });
        expectValid(input, sparse.pairs);
        expect(sparse.pairs.length).toBe(dense.pairs.length);
        expect(Math.max(...sparse.loads.values())).toBe(Math.max(...dense.loads.values()));
        const quotas = new Map([[input.reviewers[0]!.id, 1]]);
        for (const objective of ["total", "fair"] as const) {
          const capped = assignWithPreferences({ ...input, maxLoad, quotas, objective, candidates: SPARSE });
          expectValid(input, capped.pairs);
          for (const r of input.reviewers) {
            const added = capped.pairs.filter((p) => p.reviewerId === r.id).length;
            if (added > 0) expect(r.load + added).toBeLessThanOrEqual(Math.min(maxLoad, quotas.get(r.id) ?? Infinity));
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
