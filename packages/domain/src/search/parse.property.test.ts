import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SearchablePaper, matchesSearch } from "./evaluate.js";
import { parseSearch } from "./parse.js";

// Properties of the language over generated queries and papers: NOT x and x split every set of
// papers in two, whatever x is (unreadable terms included), and the parser never throws.

const word = fc.constantFrom("graph", "privacy", "smith", "learning", "a", "#12", "#discuss", "#discuss>1", "#~mine");
const keyword = fc.constantFrom(
  "ti:graph",
  "ab:privacy",
  "kw:security",
  "au:smith",
  "topic:sec",
  "track:main",
  "status:accepted",
  "status:undecided",
  "dec:accept",
  "re:alice",
  "re:<2",
  "re:late",
  "re:missing",
  "score:evaluation>=1",
  "spread:>1",
  "lead:bob",
  "conflict:carol",
  "has:response",
  "has:meta",
  "has:final",
  "field:student=true",
  "foo:bar",
  "#bad!",
  '"deep learning"',
);
const leaf = fc.oneof(word, keyword);
const query: fc.Arbitrary<string> = fc.letrec<{ q: string }>((tie) => ({
  q: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.tuple(tie("q"), tie("q")).map(([a, b]) => `${a} ${b}`),
    fc.tuple(tie("q"), tie("q")).map(([a, b]) => `${a} OR ${b}`),
    tie("q").map((a) => `NOT ${a}`),
    tie("q").map((a) => `-(${a})`),
    tie("q").map((a) => `(${a})`),
  ),
})).q;

const text = fc.constantFrom("Graph privacy", "Deep learning", "security", "");
const paper: fc.Arbitrary<SearchablePaper> = fc.record({
  sequence: fc.integer({ min: 1, max: 20 }),
  title: text,
  abstract: text,
  keywords: text,
  authors: fc.option(fc.array(fc.constantFrom("Ann Smith ann@x.org", "Bo Li bo@y.org"), { maxLength: 2 }), {
    nil: null,
  }),
  tags: fc.array(
    fc.record({
      name: fc.constantFrom("discuss", "~mine"),
      value: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    }),
    { maxLength: 2 },
  ),
  topics: fc.array(fc.constantFrom("Security", "Systems"), { maxLength: 2 }),
  track: fc.constantFrom("Main", "Industry"),
  status: fc.constantFrom(0, 18, 20, 25, 30, 35),
  decision: fc.option(fc.constantFrom("Accept", "Reject"), { nil: null }),
  reviewers: fc.array(
    fc.record({ who: fc.constantFrom("Alice a@x", "Dan d@x"), submitted: fc.boolean(), late: fc.boolean() }),
    { maxLength: 3 },
  ),
  scores: fc.record({ evaluation: fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 3 }) }),
  lead: fc.option(fc.constantFrom("Bob", "Eve"), { nil: null }),
  conflicts: fc.array(fc.constantFrom("Carol", "Frank"), { maxLength: 2 }),
  has: fc.record({ response: fc.boolean(), meta: fc.boolean(), final: fc.boolean(), file: fc.boolean() }),
  fields: fc.record({ student: fc.constantFrom("true", "false") }),
});

describe("search language properties", () => {
  it("NOT x and x partition the papers", () => {
    fc.assert(
      fc.property(query, fc.array(paper, { maxLength: 8 }), (q, papers) => {
        const x = parseSearch(q).tree;
        const notX = parseSearch(`NOT (${q})`).tree;
        for (const p of papers) expect(matchesSearch(p, x)).toBe(!matchesSearch(p, notX));
      }),
      { numRuns: 300 },
    );
  });

  it("-x means NOT x", () => {
    fc.assert(
      fc.property(query, fc.array(paper, { maxLength: 8 }), (q, papers) => {
        const a = parseSearch(`-(${q})`).tree;
        const b = parseSearch(`NOT (${q})`).tree;
        for (const p of papers) expect(matchesSearch(p, a)).toBe(matchesSearch(p, b));
      }),
      { numRuns: 200 },
    );
  });

  it("never throws, and every error points inside the query", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (q) => {
        const { errors } = parseSearch(q);
        for (const e of errors) {
          expect(e.position).toBeGreaterThanOrEqual(0);
          expect(e.position).toBeLessThanOrEqual(q.length);
          expect(e.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });
});
