// The publication index against the plain definition of its scores: TF-IDF vectors as maps, every
// publication's cosine with the paper, a member's best. The index must give the same members in
// the same order with the same scores (it only does the arithmetic faster), and leaves out the
// words of a large corpus that nearly every publication uses.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../../assignment/random.js";
import { indexPublications, type PublicationDoc } from "./indexBuilder.js";
import { terms } from "./text.js";

function vectorOf(text: string, idf: Map<string, number>): Map<string, number> {
  const tf = new Map<string, number>();
  for (const term of terms(text)) if (idf.has(term)) tf.set(term, (tf.get(term) ?? 0) + 1);
  const weights = new Map([...tf].map(([term, n]) => [term, (1 + Math.log(n)) * idf.get(term)!]));
  const norm = Math.sqrt([...weights.values()].reduce((s, w) => s + w * w, 0)) || 1;
  return new Map([...weights].map(([term, w]) => [term, w / norm]));
}

/** Every member with a positive best cosine, best first (then by user id). */
function reference(docs: PublicationDoc[], text: string): { userId: number; score: number }[] {
  const df = new Map<string, number>();
  for (const d of docs)
    for (const term of new Set(terms(`${d.title} ${d.abstract ?? ""}`))) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = new Map([...df].map(([term, n]) => [term, Math.log((1 + docs.length) / (1 + n)) + 1]));
  const query = vectorOf(text, idf);
  const best = new Map<number, number>();
  for (const d of docs) {
    const vector = vectorOf(`${d.title} ${d.abstract ?? ""}`, idf);
    let dot = 0;
    for (const [term, q] of query) dot += q * (vector.get(term) ?? 0);
    if (dot > 0) best.set(d.userId, Math.max(best.get(d.userId) ?? 0, Math.min(1, dot)));
  }
  return [...best]
    .map(([userId, score]) => ({ userId, score }))
    .sort((a, b) => b.score - a.score || a.userId - b.userId);
}

const WORDS = "graph query privacy protein folding cache kernel learning network cardinality federated budget".split(
  " ",
);
const sentence = (random: () => number, n: number) =>
  Array.from({ length: n }, () => WORDS[Math.floor(random() * WORDS.length)]).join(" ");

describe("the publication index", () => {
  it("ranks members as the plain definition does, with the same scores", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 60 }), (seed, count) => {
        const random = seededRandom(seed);
        const docs = Array.from({ length: count }, () => ({
          userId: 1 + Math.floor(random() * 8),
          title: sentence(random, 3),
          abstract: random() < 0.2 ? null : sentence(random, 1 + Math.floor(random() * 12)),
        }));
        const text = sentence(random, 1 + Math.floor(random() * 10));
        const expected = reference(docs, text);
        const top = 1 + Math.floor(random() * 8);
        const ranked = indexPublications(docs).score(text, top);
        expect(ranked.map((m) => m.userId)).toEqual(expected.slice(0, top).map((m) => m.userId));
        ranked.forEach((m, i) => expect(m.score).toBeCloseTo(expected[i]!.score, 12));
        // a member's matches are their publications sharing a term, best first, the first their score
        for (const m of ranked) {
          expect(m.matches[0]![1]).toBe(m.score);
          expect(m.matches.every(([doc]) => docs[doc]!.userId === m.userId)).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("scores only the members allowed, and as many as asked", () => {
    const docs = [1, 2, 3, 4].map((userId) => ({ userId, title: "graph query cache", abstract: null }));
    const index = indexPublications(docs);
    expect(index.score("graph query", 10, new Set([2, 4])).map((m) => m.userId)).toEqual([2, 4]);
    expect(index.score("graph query", 2).map((m) => m.userId)).toEqual([1, 2]);
    expect(index.score("protein", 10)).toEqual([]);
  });

  it("leaves out a word nearly every publication of a large corpus uses, and still finds the expert", () => {
    const random = seededRandom(7);
    // 1,200 publications all saying "learning"; member 1 alone writes about proteins
    const docs = Array.from({ length: 1_200 }, (_, i) => ({
      userId: 1 + (i % 60),
      title: `learning ${i % 60 === 0 ? "protein folding" : sentence(random, 3)}`,
      abstract: null,
    }));
    const index = indexPublications(docs);
    const text = "learning protein folding";
    const [best] = index.score(text, 1);
    expect(best!.userId).toBe(1);
    expect(best!.score).toBeCloseTo(1, 9);
    expect(index.sharedTerms(text, best!.matches[0]![0])).toEqual(expect.arrayContaining(["protein", "fold"]));
    expect(index.sharedTerms(text, best!.matches[0]![0])).not.toContain("learn");
    expect(index.score("learning", 5)).toEqual([]);
  });
});
