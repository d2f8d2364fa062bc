import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assignReviewers } from "../assignment/index.js";
import {
  type ConflictAuthorFact,
  type ConflictFacts,
  type ConflictPerson,
  ConflictIndex,
  type StoredConflict,
  conflictDeclarationRefusal,
  conflictedPairs,
  normalizeAffiliation,
} from "./conflicts.js";

const author = (
  paper_id: number,
  user_id: number | null,
  email: string,
  affiliation: string | null = null,
): ConflictAuthorFact => ({ paper_id, user_id, email, affiliation });
const stored = (paper_id: number, user_id: number, source: string, waived = 0): StoredConflict => ({
  paper_id,
  user_id,
  conflict_type: "Personal",
  source,
  reason: "",
  waived,
  waived_reason: waived ? "ok" : null,
});

const facts: ConflictFacts = {
  papers: [
    { id: 1, created_by: 100 },
    { id: 2, created_by: 200 },
  ],
  authors: [
    author(1, 100, "ann@uni-a.edu", "University of A"),
    author(1, null, "Typed@Gmail.com"),
    author(2, 200, "zed@uni-z.edu"),
    author(2, null, "typed@gmail.com"), // the typed co-author of paper 1 also wrote paper 2
  ],
  stored: [],
};
const person = (id: number, email: string, affiliation: string | null = null): ConflictPerson => ({
  id,
  email,
  affiliation,
});

describe("ConflictIndex: detected conflicts", () => {
  const index = new ConflictIndex(facts);
  it("an author by account, by email and the submitter", () => {
    expect(index.isConflicted(1, person(100, "other@x.org"))).toBe(true);
    expect(index.isConflicted(1, person(7, "typed@gmail.com"))).toBe(true);
    expect(index.reasons(1, person(100, "x@y.org"))[0]).toMatchObject({
      source: "detected",
      reason: "Author of the paper.",
    });
  });
  it("the same institutional domain, not a public mail provider", () => {
    expect(index.refusal(1, person(8, "bob@cs.uni-a.edu"))).toMatch(/Same institution.*uni-a\.edu/);
    expect(index.isConflicted(1, person(9, "dan@gmail.com"))).toBe(false);
  });
  it("co-authorship of another paper of the conference with one of the paper's authors", () => {
    // user 200 wrote paper 2 with the typed co-author of paper 1
    expect(index.reasons(1, person(200, "zed@uni-z.edu"))).toEqual([
      expect.objectContaining({ source: "detected", conflict_type: "Collaborator" }),
    ]);
    // someone who wrote nothing with them is not
    expect(index.isConflicted(1, person(300, "nobody@uni-q.edu"))).toBe(false);
  });
  it("the same normalised affiliation is only suggested, never enforced", () => {
    const reasons = index.reasons(1, person(11, "eve@uni-e.edu", "university of a"));
    expect(reasons).toEqual([expect.objectContaining({ source: "suggested", conflict_type: "Same institution" })]);
    expect(index.isConflicted(1, person(11, "eve@uni-e.edu", "university of a"))).toBe(false);
    expect(normalizeAffiliation(" University of  A, ")).toBe(normalizeAffiliation("university of a"));
  });
  it("judges each person as given, whoever was asked before under the same id", () => {
    // a list asks about the same reviewer once per review, a new object each time
    expect(index.isConflicted(1, person(7, "typed@gmail.com"))).toBe(true);
    expect(index.isConflicted(2, person(7, "typed@gmail.com"))).toBe(true);
    // stand-ins without an account (id 0) are different people
    expect(index.isConflicted(1, person(0, "typed@gmail.com"))).toBe(true);
    expect(index.isConflicted(1, person(0, "someone@else.org"))).toBe(false);
    expect(index.reasons(1, person(0, "eve@uni-e.edu", "University of A"))).toEqual([
      expect.objectContaining({ source: "suggested" }),
    ]);
    expect(index.reasons(1, person(0, "eve@uni-e.edu", "Elsewhere"))).toEqual([]);
  });
});

describe("ConflictIndex: declarations and waivers", () => {
  it("a declaration conflicts the pair; a waiver lifts detected conflicts but never a declaration", () => {
    const withRows = (rows: StoredConflict[]) => new ConflictIndex({ ...facts, stored: rows });
    expect(withRows([stored(1, 50, "reviewer")]).isConflicted(1, person(50, "r@uni-r.edu"))).toBe(true);
    expect(withRows([stored(1, 100, "detected", 1)]).isConflicted(1, person(100, "ann@uni-a.edu"))).toBe(false);
    expect(withRows([stored(1, 100, "detected", 0)]).isConflicted(1, person(100, "ann@uni-a.edu"))).toBe(true);
    expect(
      withRows([stored(1, 50, "chair"), stored(1, 50, "detected", 1)]).isConflicted(1, person(50, "r@uni-r.edu")),
    ).toBe(true);
  });
});

describe("conflictDeclarationRefusal", () => {
  it("lets authors declare while the conference is Approved and before the deadline", () => {
    expect(
      conflictDeclarationRefusal({ conference_status: 1, last_submission_date: null, timezone_for_deadline: "UTC" }),
    ).toBeNull();
    expect(
      conflictDeclarationRefusal({
        conference_status: 1,
        last_submission_date: "2000-01-01",
        timezone_for_deadline: "UTC",
      }),
    ).toMatch(/deadline/);
    expect(
      conflictDeclarationRefusal({ conference_status: 0, last_submission_date: null, timezone_for_deadline: "UTC" }),
    ).toMatch(/not open/);
  });
});

/**
 * Random worlds of papers, PC members, authors (by account or typed email, some at shared
 * institutions or public providers), declarations and waivers: the forbidden pairs fed to the
 * assignment module are exactly the pairs the predicate calls conflicted, no assignment it makes
 * is conflicted, and the manual assignment's 409 reason exists for every conflicted pair.
 */
describe("property: no conflicted pair is ever assigned", () => {
  const domains = ["uni-a.edu", "uni-b.edu", "gmail.com", "ox.ac.uk"];
  const world = fc.record({
    paperCount: fc.integer({ min: 1, max: 12 }),
    pcCount: fc.integer({ min: 1, max: 10 }),
    perPaper: fc.integer({ min: 1, max: 4 }),
    picks: fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
  });
  it("holds for auto-assign and manual assignment", () => {
    fc.assert(
      fc.property(world, ({ paperCount, pcCount, perPaper, picks }) => {
        let i = 0;
        const pick = (n: number) => picks[i++ % picks.length]! % n;
        const pc = Array.from({ length: pcCount }, (_, k) => person(10 + k, `pc${k}@${domains[pick(domains.length)]}`));
        const papers = Array.from({ length: paperCount }, (_, k) => ({
          id: 1000 + k,
          created_by: pick(3) === 0 ? pc[pick(pcCount)]!.id : 500 + k,
        }));
        const authors: ConflictAuthorFact[] = papers.flatMap((p) => {
          const rows = [author(p.id, p.created_by, `sub${p.created_by}@${domains[pick(domains.length)]}`)];
          if (pick(2) === 0) {
            const m = pc[pick(pcCount)]!;
            rows.push(pick(2) === 0 ? author(p.id, m.id, m.email) : author(p.id, null, m.email.toUpperCase()));
          }
          return rows;
        });
        const rows: StoredConflict[] = papers.flatMap((p) =>
          pick(3) === 0 ? [stored(p.id, pc[pick(pcCount)]!.id, ["author", "reviewer", "chair"][pick(3)]!)] : [],
        );
        const waivers: StoredConflict[] = papers.flatMap((p) =>
          pick(4) === 0 ? [stored(p.id, pc[pick(pcCount)]!.id, "detected", 1)] : [],
        );
        const index = new ConflictIndex({ papers, authors, stored: [...rows, ...waivers] });
        const ids = papers.map((p) => p.id);
        const forbidden = conflictedPairs(index, ids, pc);
        // the bulk answer asks only likely people: it must equal the predicate asked of every pair
        const everyPair = new Map(
          ids
            .map((id) => [id, pc.filter((m) => index.isConflicted(id, m)).map((m) => m.id)] as const)
            .filter(([, list]) => list.length > 0),
        );
        expect(forbidden).toEqual(everyPair);
        const result = assignReviewers({
          papers: papers.map((p) => ({ id: p.id, reviewerIds: [] })),
          reviewers: pc.map((m) => ({ id: m.id, load: 0 })),
          conflicts: forbidden,
          reviewersPerPaper: perPaper,
          seed: 1,
        });
        for (const pair of result.pairs) {
          const member = pc.find((m) => m.id === pair.reviewerId)!;
          expect(index.isConflicted(pair.paperId, member)).toBe(false);
        }
        for (const p of ids) for (const m of pc) expect(index.refusal(p, m) !== null).toBe(index.isConflicted(p, m));
        for (const r of rows)
          expect(
            index.isConflicted(
              r.paper_id,
              pc.find((m) => m.id === r.user_id)!,
            ),
          ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
