import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignReviewers } from "./assign.js";
import { seededRandom } from "./random.js";
import { referenceSolve } from "./referenceSolver.testkit.js";
import type { AssignmentInput } from "./types.js";

/**
 * Random instances: papers with some existing reviewers (members or not), reviewers with existing
 * loads, conflicts at a chosen density. The instance is drawn from a seeded generator so the
 * conflict patterns are genuinely varied (fast-check's own doubles cluster at 0 and 1).
 */
const instance = (maxPapers: number, maxReviewers: number, maxPerPaper: number) =>
  fc
    .record({
      paperCount: fc.integer({ min: 0, max: maxPapers }),
      reviewerCount: fc.integer({ min: 0, max: maxReviewers }),
      perPaper: fc.integer({ min: 0, max: maxPerPaper }),
      conflictDensity: fc.constantFrom(0, 0.05, 0.2, 0.4, 0.6, 0.9),
      withLoads: fc.boolean(),
      seed: fc.integer(),
      shape: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    })
    .map(({ paperCount, reviewerCount, perPaper, conflictDensity, withLoads, seed, shape }): AssignmentInput => {
      const next = seededRandom(shape);
      const reviewers = Array.from({ length: reviewerCount }, (_, i) => ({
        id: 10 + i * 3,
        load: withLoads && next() < 0.4 ? Math.floor(next() * 4) : 0,
      }));
      const papers = Array.from({ length: paperCount }, (_, i) => ({
        id: 1000 + i,
        reviewerIds: reviewers
          .filter(() => next() < 0.1)
          .map((r) => r.id)
          .concat(next() < 0.1 ? [5] : []),
      }));
      const conflicts = new Map(
        papers.map((p) => [p.id, reviewers.filter(() => next() < conflictDensity).map((r) => r.id)]),
      );
      return { papers, reviewers, conflicts, reviewersPerPaper: perPaper, seed };
    });

function check(input: AssignmentInput) {
  const result = assignReviewers(input);
  const members = new Set(input.reviewers.map((r) => r.id));
  const seen = new Set<string>();
  const newCount = new Map<number, number>();
  const loads = new Map(input.reviewers.map((r) => [r.id, r.load]));
  for (const { paperId, reviewerId } of result.pairs) {
    const paper = input.papers.find((p) => p.id === paperId)!;
    expect(paper).toBeDefined();
    expect(members.has(reviewerId)).toBe(true);
    expect(input.conflicts.get(paperId) ?? []).not.toContain(reviewerId); // no conflict violated
    expect(paper.reviewerIds).not.toContain(reviewerId); // never twice on a paper
    const key = `${paperId}:${reviewerId}`;
    expect(seen.has(key)).toBe(false); // no duplicates
    seen.add(key);
    newCount.set(paperId, (newCount.get(paperId) ?? 0) + 1);
    loads.set(reviewerId, loads.get(reviewerId)! + 1);
  }
  for (const paper of input.papers) {
    const already = new Set(paper.reviewerIds).size;
    const blocked = new Set(
      [...(input.conflicts.get(paper.id) ?? []), ...paper.reviewerIds].filter((id) => members.has(id)),
    );
    const eligible = members.size - blocked.size;
    const expected = Math.min(Math.max(0, input.reviewersPerPaper - already), eligible);
    expect(newCount.get(paper.id) ?? 0).toBe(expected); // demand met wherever it can be
    const short = result.shortPapers.find((s) => s.paperId === paper.id);
    expect(short !== undefined).toBe(expected < Math.max(0, input.reviewersPerPaper - already));
  }
  const values = [...loads.values()];
  if (values.length > 0) {
    expect(result.load.max).toBe(Math.max(...values));
    expect(result.load.min).toBe(Math.min(...values));
  }
  return { result, loads: values };
}

describe("assignReviewers properties", () => {
  it("on random small instances: valid, demand met, and exactly as even as the optimal convex-cost flow", () => {
    fc.assert(
      fc.property(instance(7, 6, 4), (input) => {
        const { result, loads } = check(input);
        const best = referenceSolve(input);
        expect(result.pairs.length).toBe(best.maxAssignments);
        expect(result.load.max).toBe(best.minMaxLoad); // the load bound, as far as conflicts allow
        expect(loads.reduce((s, l) => s + l * l, 0)).toBe(best.minSquareSum); // fully even
        expect(result.stats.balanced).toBe(true);
        expect(result.load.lowerBound).toBeLessThanOrEqual(best.minMaxLoad);
      }),
      { numRuns: 300 },
    );
  });

  it("meets ceil(total needed / reviewers) exactly when there are no conflicts and no existing loads", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer(),
        (P, R, N, seed) => {
          const perPaper = Math.min(N, R);
          const input: AssignmentInput = {
            papers: Array.from({ length: P }, (_, i) => ({ id: i + 1, reviewerIds: [] })),
            reviewers: Array.from({ length: R }, (_, i) => ({ id: i + 1, load: 0 })),
            conflicts: new Map(),
            reviewersPerPaper: perPaper,
            seed,
          };
          const { result } = check(input);
          expect(result.load.max).toBe(Math.ceil((P * perPaper) / R));
          expect(result.load.lowerBound).toBe(result.load.max);
          expect(result.load.max - result.load.min).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("on larger, heavily conflicted instances: valid and the largest load optimal", () => {
    fc.assert(
      fc.property(instance(25, 12, 4), (input) => {
        const { result } = check(input);
        expect(result.load.max).toBe(referenceSolve(input).minMaxLoad);
      }),
      { numRuns: 60 },
    );
  });

  it("is deterministic for a seed", () => {
    fc.assert(
      fc.property(instance(15, 8, 3), (input) => {
        expect(assignReviewers(input)).toEqual(
          assignReviewers({ ...input, papers: [...input.papers].reverse(), reviewers: [...input.reviewers].reverse() }),
        );
      }),
      { numRuns: 100 },
    );
  });
});
