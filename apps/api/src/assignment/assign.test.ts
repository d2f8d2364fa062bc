import { describe, expect, it } from "vitest";
import { assignReviewers } from "./assign.js";
import type { AssignmentInput, AssignmentResult } from "./types.js";

const papers = (n: number, existing: Record<number, number[]> = {}) =>
  Array.from({ length: n }, (_, i) => ({ id: 100 + i, reviewerIds: existing[100 + i] ?? [] }));
const reviewers = (n: number, loads: Record<number, number> = {}) =>
  Array.from({ length: n }, (_, i) => ({ id: 1 + i, load: loads[1 + i] ?? 0 }));

function loadsOf(input: AssignmentInput, result: AssignmentResult): Map<number, number> {
  const loads = new Map(input.reviewers.map((r) => [r.id, r.load]));
  for (const pair of result.pairs) loads.set(pair.reviewerId, loads.get(pair.reviewerId)! + 1);
  return loads;
}
const reviewersOf = (result: AssignmentResult, paperId: number) =>
  result.pairs
    .filter((p) => p.paperId === paperId)
    .map((p) => p.reviewerId)
    .sort((a, b) => a - b);

describe("assignReviewers on small cases with known answers", () => {
  it("3 papers × 3 reviewers × 2: everyone reviews exactly 2", () => {
    const input = { papers: papers(3), reviewers: reviewers(3), conflicts: new Map(), reviewersPerPaper: 2 };
    const result = assignReviewers(input);
    expect(result.pairs).toHaveLength(6);
    expect([...loadsOf(input, result).values()]).toEqual([2, 2, 2]);
    expect(result.load).toEqual({ min: 2, max: 2, lowerBound: 2 });
    expect(result.shortPapers).toEqual([]);
  });

  it("7 papers × 3 reviewers × 1: loads 3, 2, 2 (ceil(7/3) = 3)", () => {
    const input = { papers: papers(7), reviewers: reviewers(3), conflicts: new Map(), reviewersPerPaper: 1 };
    const result = assignReviewers(input);
    expect([...loadsOf(input, result).values()].sort()).toEqual([2, 2, 3]);
    expect(result.load).toEqual({ min: 2, max: 3, lowerBound: 3 });
  });

  it("never uses a conflicted reviewer, even when that forces a higher load", () => {
    // reviewer 2 is conflicted with every paper: reviewer 1 must take all three
    const conflicts = new Map([100, 101, 102].map((id) => [id, [2]]));
    const input = { papers: papers(3), reviewers: reviewers(2), conflicts, reviewersPerPaper: 1 };
    const result = assignReviewers(input);
    expect(result.pairs.every((p) => p.reviewerId === 1)).toBe(true);
    expect(result.load).toEqual({ min: 0, max: 3, lowerBound: 2 });
  });

  it("routes around conflicts to keep the bound when they allow it", () => {
    // 4 papers, 2 reviewers, 1 each: paper 100 and 101 only fit reviewer 1, so 102 and 103 must go to 2
    const conflicts = new Map([
      [100, [2]],
      [101, [2]],
    ]);
    const input = { papers: papers(4), reviewers: reviewers(2), conflicts, reviewersPerPaper: 1 };
    const result = assignReviewers(input);
    expect(reviewersOf(result, 100)).toEqual([1]);
    expect(reviewersOf(result, 101)).toEqual([1]);
    expect(reviewersOf(result, 102)).toEqual([2]);
    expect(reviewersOf(result, 103)).toEqual([2]);
    expect(result.load.max).toBe(2);
  });

  it("repairs a greedy choice that would overload someone (the flow phase)", () => {
    // 100 fits only reviewer 3; 101 fits 2 or 3; 102 fits 1 or 2. Least-load greedy can give 102
    // to reviewer 2, leaving 101 to pile on 3; the only answer with loads 1,1,1 is 101→2, 102→1.
    const conflicts = new Map([
      [100, [1, 2]],
      [101, [1]],
      [102, [3]],
    ]);
    for (let seed = 0; seed < 20; seed++) {
      const result = assignReviewers({
        papers: papers(3),
        reviewers: reviewers(3),
        conflicts,
        reviewersPerPaper: 1,
        seed,
      });
      expect(result.pairs).toEqual([
        { paperId: 100, reviewerId: 3 },
        { paperId: 101, reviewerId: 2 },
        { paperId: 102, reviewerId: 1 },
      ]);
      expect(result.load).toEqual({ min: 1, max: 1, lowerBound: 1 });
    }
  });

  it("evens out below the largest load too (existing load on one reviewer)", () => {
    // reviewer 1 starts at 1; papers 100 and 101 each need one: 100 cannot go to 1, 101 cannot go to 2
    const conflicts = new Map([
      [100, [1]],
      [101, [2]],
    ]);
    const input = { papers: papers(2), reviewers: reviewers(3, { 1: 1 }), conflicts, reviewersPerPaper: 1 };
    for (let seed = 0; seed < 20; seed++) {
      const result = assignReviewers({ ...input, seed });
      expect(result.load).toEqual({ min: 1, max: 1, lowerBound: 1 });
      expect(reviewersOf(result, 100)).toEqual([2]);
      expect(reviewersOf(result, 101)).toEqual([3]);
    }
  });

  it("keeps existing assignments, counts them in the load and tops up only what is missing", () => {
    // paper 100 already has reviewers 1 and 2; reviewer 1 also carries 2 assignments elsewhere
    const input = {
      papers: papers(2, { 100: [1, 2] }),
      reviewers: reviewers(3, { 1: 3, 2: 1 }),
      conflicts: new Map(),
      reviewersPerPaper: 2,
    };
    const result = assignReviewers(input);
    expect(reviewersOf(result, 100)).toEqual([]);
    // paper 101 needs 2: reviewer 3 (load 0) and reviewer 2 (load 1) rather than reviewer 1 (load 3)
    expect(reviewersOf(result, 101)).toEqual([2, 3]);
    expect(result.load).toEqual({ min: 1, max: 3, lowerBound: 3 });
  });

  it("counts existing reviewers who are not TPC members towards the paper's total", () => {
    const input = {
      papers: papers(1, { 100: [999] }),
      reviewers: reviewers(3),
      conflicts: new Map(),
      reviewersPerPaper: 2,
    };
    const result = assignReviewers(input);
    expect(reviewersOf(result, 100)).toHaveLength(1);
  });
});

describe("assignReviewers on infeasible cases", () => {
  it("too few reviewers: every paper gets everyone and is reported short with the reason", () => {
    const input = { papers: papers(2), reviewers: reviewers(2), conflicts: new Map(), reviewersPerPaper: 3 };
    const result = assignReviewers(input);
    expect(result.pairs).toHaveLength(4);
    expect(result.shortPapers).toHaveLength(2);
    expect(result.shortPapers[0]).toMatchObject({ paperId: 100, needed: 3, assigned: 2, eligible: 2, conflicted: 0 });
    expect(result.shortPapers[0]!.reason).toBe("Only 2 of the 2 TPC members could be assigned; it needed 3.");
  });

  it("everyone conflicted: the paper gets nobody and the reason names the conflicts", () => {
    const input = {
      papers: papers(2),
      reviewers: reviewers(2),
      conflicts: new Map([[101, [1, 2]]]),
      reviewersPerPaper: 1,
    };
    const result = assignReviewers(input);
    expect(reviewersOf(result, 101)).toEqual([]);
    expect(result.shortPapers).toEqual([
      {
        paperId: 101,
        needed: 1,
        assigned: 0,
        eligible: 0,
        conflicted: 2,
        reason: "Only 0 of the 2 TPC members could be assigned (2 with a conflict of interest); it needed 1.",
      },
    ]);
  });

  it("no TPC members at all", () => {
    const result = assignReviewers({ papers: papers(1), reviewers: [], conflicts: new Map(), reviewersPerPaper: 2 });
    expect(result.pairs).toEqual([]);
    expect(result.shortPapers[0]!.reason).toBe("The track has no TPC members.");
    expect(result.load).toEqual({ min: 0, max: 0, lowerBound: 0 });
  });

  it("no papers: nothing to do", () => {
    const result = assignReviewers({
      papers: [],
      reviewers: reviewers(3, { 2: 4 }),
      conflicts: new Map(),
      reviewersPerPaper: 2,
    });
    expect(result.pairs).toEqual([]);
    expect(result.load).toEqual({ min: 0, max: 4, lowerBound: 4 });
  });

  it("refuses a negative or fractional number of reviewers per paper", () => {
    expect(() => assignReviewers({ papers: [], reviewers: [], conflicts: new Map(), reviewersPerPaper: -1 })).toThrow(
      RangeError,
    );
    expect(() => assignReviewers({ papers: [], reviewers: [], conflicts: new Map(), reviewersPerPaper: 1.5 })).toThrow(
      RangeError,
    );
  });
});

describe("assignReviewers is deterministic", () => {
  const input = (order: "asc" | "desc"): AssignmentInput => {
    const ps = papers(40);
    const rs = reviewers(9);
    const conflicts = new Map(
      ps.filter((_, i) => i % 3 === 0).map((p) => [p.id, [1 + (p.id % 9), 1 + ((p.id * 7) % 9)]]),
    );
    return {
      papers: order === "asc" ? ps : [...ps].reverse(),
      reviewers: order === "asc" ? rs : [...rs].reverse(),
      conflicts,
      reviewersPerPaper: 3,
      seed: 42,
    };
  };

  it("gives the same answer for the same seed, whatever order the input lists things in", () => {
    const first = assignReviewers(input("asc"));
    expect(assignReviewers(input("asc"))).toEqual(first);
    expect(assignReviewers(input("desc"))).toEqual(first);
  });

  it("may pick differently with another seed, with the same quality", () => {
    const a = assignReviewers(input("asc"));
    const b = assignReviewers({ ...input("asc"), seed: 7 });
    expect(b.pairs).not.toEqual(a.pairs);
    expect(b.load).toEqual(a.load);
  });
});
