import { describe, expect, it } from "vitest";
import { jsonBytes } from "./jsonBytes.js";

/** What the answer's bytes must be: JSON.stringify's text in UTF-8. */
function expectSameBytes(value: unknown): void {
  const expected = Buffer.from(JSON.stringify(value));
  const written = jsonBytes(value);
  expect(written.toString("utf8")).toBe(expected.toString("utf8"));
  expect(written.equals(expected)).toBe(true);
}

const envelope = (result: unknown) => ({ success: true, message: "OK", result });

/** A seeded generator, so a failure names values that can be made again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const ODD_TEXTS = [
  "",
  "Zoë Ångström",
  "日本語の題",
  "emoji 🎓",
  'quote " and \\ slash',
  "line\nbreak\ttab",
  "\u0000\u001f",
  "\ud800 lone",
];

const keyedByName = { toJSON: (key: string) => `as ${key}` };

function randomValue(next: () => number, depth: number): unknown {
  const kind = Math.floor(next() * (depth > 5 ? 6 : 11));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return next() < 0.5;
    case 2:
      return Math.floor(next() * 2000) - 1000;
    case 3:
      return next() * 1e6;
    case 4:
      return ODD_TEXTS[Math.floor(next() * ODD_TEXTS.length)];
    case 5:
      return [undefined, () => 1, Symbol("s"), new Date(Math.floor(next() * 2e12)), NaN, keyedByName][
        Math.floor(next() * 6)
      ];
    case 6:
    case 7:
      // long enough, at times, to be written in runs
      return Array.from({ length: Math.floor(next() * 14) }, () => randomValue(next, depth + 1));
    default: {
      const object: Record<string, unknown> = {};
      for (let i = Math.floor(next() * 6); i > 0; i--)
        object[[`k${i}`, "ä-key", "10", "2", 'q"k'][Math.floor(next() * 5)]!] = randomValue(next, depth + 1);
      return object;
    }
  }
}

describe("an answer's JSON bytes", () => {
  it("are JSON.stringify's for a list page's envelope, at every depth", () => {
    const paper = (id: number) => ({
      id,
      paper_title: `Title ${id} — naïve “quotes”`,
      authors: [{ author_first_name: "Zoë", author_email: `a${id}@example.org`, user_id: null }],
      reviewers: [{ answers: { score: 3, remark: "ok\n" } }],
      created_at: new Date(Date.UTC(2026, 10, id % 28)),
      extra: undefined,
    });
    expectSameBytes(envelope({ data: Array.from({ length: 50 }, (_, i) => paper(i)), total: 2000 }));
    expectSameBytes(envelope([paper(1), paper(2)]));
    expectSameBytes(envelope(null));
    expectSameBytes(envelope({}));
    expectSameBytes(envelope([]));
  });

  it("leave out what JSON.stringify leaves out, and write null where it does", () => {
    expectSameBytes({ a: undefined, b: () => 1, c: Symbol("c"), d: [undefined, () => 1, Symbol("x")], e: 1 });
    expectSameBytes({ only: undefined });
    expectSameBytes([undefined]);
    // eslint-disable-next-line no-sparse-arrays
    expectSameBytes({ holes: [1, , 3] });
    expectSameBytes({ numbers: [NaN, Infinity, -0, 1e21] });
  });

  it("call toJSON with the member's own key, as JSON.stringify does", () => {
    const keyed = { toJSON: (key: string) => `seen as ${key}` };
    const gone = { toJSON: () => undefined };
    expectSameBytes({ first: keyed, list: [keyed, keyed], nested: { deeper: { deepest: keyed } } });
    expectSameBytes({ a: gone, b: [gone], c: 1 });
    expectSameBytes(keyed);
    expectSameBytes({ when: new Date(0), result: { data: [new Date(1)] } });
    // in a list long enough to be written in runs, each item still sees its index in the list
    const long = Array.from({ length: 12 }, (_, i) => (i % 5 === 4 ? keyed : { i }));
    expectSameBytes(envelope({ data: long, total: 12 }));
    expectSameBytes(envelope(long));
  });

  it("write objects that are not plain as JSON.stringify does", () => {
    class Row {
      shown = 1;
      constructor(readonly name: string) {}
    }
    const bare = Object.create(null) as Record<string, unknown>;
    bare.z = 1;
    bare.a = [new Row("x")];
    expectSameBytes({ result: { data: [new Row("a"), bare, new Map([[1, 2]]), new String("boxed"), new Number(4)] } });
    expectSameBytes({ "10": "integer keys first", b: 1, "2": 2, a: 3 });
  });

  it("hold answers larger than the scratch buffer, and small ones after them", () => {
    const big = envelope({ data: Array.from({ length: 400 }, (_, i) => ({ i, text: "Ünïcode ".repeat(300) })) });
    expect(jsonBytes(big).length).toBeGreaterThan(512 * 1024);
    expectSameBytes(big);
    expectSameBytes(envelope({ data: [{ i: 1 }] }));
  });

  it("stay as written while later answers are made (an answer may still be on its way out)", () => {
    const page = (n: number) =>
      envelope({ data: Array.from({ length: 20 }, (_, i) => ({ n, i, text: "ü".repeat(900) })) });
    const first = jsonBytes(page(0));
    const kept = jsonBytes(page(1), { keptAfterSending: true });
    for (let n = 2; n < 200; n++) jsonBytes(page(n)); // several slabs' worth
    expect(first.equals(Buffer.from(JSON.stringify(page(0))))).toBe(true);
    expect(kept.equals(Buffer.from(JSON.stringify(page(1))))).toBe(true);
  });

  it("throw what JSON.stringify throws, and write the next answer whole", () => {
    const cycle: Record<string, unknown> = { name: "cycle" };
    cycle.self = cycle;
    expect(() => jsonBytes({ result: { data: [cycle] } })).toThrow(TypeError);
    expect(() => jsonBytes(envelope({ big: BigInt(1) }))).toThrow(TypeError);
    expectSameBytes(envelope({ data: ["after the throw"] }));
  });

  it("match JSON.stringify on many generated values", () => {
    const next = random(20261201);
    for (let i = 0; i < 2000; i++) {
      const value = randomValue(next, 0);
      const expected = JSON.stringify(value) as string | undefined;
      if (expected === undefined) expect(jsonBytes(value).toString()).toBe("null");
      else expectSameBytes(value);
    }
  });
});
