import { describe, expect, it } from "vitest";
import { parseSearch } from "./parse.js";
import type { SearchNode, SearchTerm } from "./terms.js";

const tree = (q: string) => parseSearch(q).tree;
/** The one term a query parses to (and that it parses cleanly). */
function term(q: string): SearchTerm {
  const { tree, errors } = parseSearch(q);
  expect(errors).toEqual([]);
  if (tree.kind !== "term") throw new Error(`not one term: ${JSON.stringify(tree)}`);
  return tree.term;
}
/** The tree without spans, to compare shapes. */
function shape(node: SearchNode): unknown {
  switch (node.kind) {
    case "term":
      return node.term.type === "text" ? node.term.text : node.term;
    case "nothing":
    case "all":
      return node.kind;
    case "not":
      return { not: shape(node.child) };
    default:
      return { [node.kind]: node.children.map(shape) };
  }
}
const firstError = (q: string) => parseSearch(q).errors[0];

describe("search terms", () => {
  it("reads free words, phrases and paper numbers", () => {
    expect(term("graph")).toEqual({ type: "text", field: "any", text: "graph" });
    expect(term('"deep learning"')).toEqual({ type: "text", field: "any", text: "deep learning" });
    expect(term("#12")).toEqual({ type: "number", sequence: 12 });
    expect(shape(tree("graph neural"))).toEqual({ and: ["graph", "neural"] });
  });

  it("reads ti:, ab:, kw: and au: with plain and quoted values", () => {
    expect(term("ti:privacy")).toEqual({ type: "text", field: "ti", text: "privacy" });
    expect(term('ab:"federated learning"')).toEqual({ type: "text", field: "ab", text: "federated learning" });
    expect(term("kw:security")).toEqual({ type: "text", field: "kw", text: "security" });
    expect(term("AU:smith@uni.org")).toEqual({ type: "text", field: "au", text: "smith@uni.org" });
  });

  it("reads tags: shared, private, chairs', with a value comparison or #value", () => {
    expect(term("#discuss")).toEqual({ type: "tag", name: "discuss" });
    expect(term("#~mine")).toEqual({ type: "tag", name: "~mine" });
    expect(term("#~~pc-only")).toEqual({ type: "tag", name: "~~pc-only" });
    expect(term("#discuss>2")).toEqual({ type: "tag", name: "discuss", test: { op: ">", value: 2 } });
    expect(term("#day:thu<=1.5")).toEqual({ type: "tag", name: "day:thu", test: { op: "<=", value: 1.5 } });
    expect(term("#discuss#3")).toEqual({ type: "tag", name: "discuss", test: { op: "=", value: 3 } });
  });

  it("reads topic:, track:, dec:, lead: and conflict:", () => {
    expect(term("topic:security")).toEqual({ type: "topic", text: "security" });
    expect(term('track:"industry track"')).toEqual({ type: "track", text: "industry track" });
    expect(term('dec:"accept as short"')).toEqual({ type: "dec", text: "accept as short" });
    expect(term("lead:bob")).toEqual({ type: "lead", who: "bob" });
    expect(term("conflict:carol")).toEqual({ type: "conflict", who: "carol" });
  });

  it("reads status: for each status and refuses others", () => {
    for (const s of ["submitted", "withdrawn", "blocked", "accepted", "rejected", "undecided"])
      expect(term(`status:${s}`)).toEqual({ type: "status", status: s });
    expect(term("status:Accepted")).toEqual({ type: "status", status: "accepted" });
    expect(firstError("x status:maybe")).toMatchObject({
      position: 2,
      length: 12,
      term: "status:maybe",
      message: expect.stringContaining("undecided"),
    });
  });

  it("reads re: as a person, a count, late or missing", () => {
    expect(term("re:alice")).toEqual({ type: "re", who: "alice" });
    expect(term('re:"late"')).toEqual({ type: "re", who: "late" });
    expect(term("re:<3")).toEqual({ type: "re-count", test: { op: "<", value: 3 } });
    expect(term("re:2")).toEqual({ type: "re-count", test: { op: "=", value: 2 } });
    expect(term("re:late")).toEqual({ type: "re-late" });
    expect(term("re:missing")).toEqual({ type: "re-missing" });
    expect(firstError("re:<x")).toMatchObject({ position: 0, message: expect.stringContaining("re:<3") });
  });

  it("reads score:<field> and spread: comparisons", () => {
    expect(term("score:evaluation>=1.5")).toEqual({
      type: "score",
      field: "evaluation",
      test: { op: ">=", value: 1.5 },
    });
    expect(term("score:novelty!=-1")).toEqual({ type: "score", field: "novelty", test: { op: "!=", value: -1 } });
    expect(term("spread:>2")).toEqual({ type: "spread", test: { op: ">", value: 2 } });
    expect(term("spread:novelty>=1")).toEqual({ type: "spread", field: "novelty", test: { op: ">=", value: 1 } });
    expect(firstError("ab score:high")).toMatchObject({
      position: 3,
      length: 10,
      message: expect.stringContaining("score:evaluation>=1.5"),
    });
    expect(firstError("spread:big")).toMatchObject({ position: 0 });
  });

  it("reads has: and field:", () => {
    for (const what of ["response", "meta", "final"]) expect(term(`has:${what}`)).toEqual({ type: "has", what });
    expect(firstError("has:pdf")).toMatchObject({ position: 0, message: expect.stringContaining("response") });
    expect(term("field:student=true")).toEqual({ type: "field", name: "student", value: "true" });
    expect(term('field:kind="long paper"')).toEqual({ type: "field", name: "kind", value: "long paper" });
    expect(firstError("field:student")).toMatchObject({ position: 0 });
  });

  it("reports an unknown keyword, a bad tag and an empty value at their positions", () => {
    expect(firstError("graph foo:bar")).toMatchObject({
      position: 6,
      length: 7,
      term: "foo:bar",
      message: expect.stringContaining("foo:"),
    });
    expect(firstError("a #bad!tag")).toMatchObject({ position: 2, length: 8 });
    expect(firstError("  ti:")).toMatchObject({ position: 2, message: "ti: needs a value after the colon." });
    // a quoted keyword is a phrase
    expect(term('"foo:bar"')).toEqual({ type: "text", field: "any", text: "foo:bar" });
  });
});

describe("search operators", () => {
  it("AND binds tighter than OR, and side by side means AND", () => {
    expect(shape(tree("a b OR c"))).toEqual({ or: [{ and: ["a", "b"] }, "c"] });
    expect(shape(tree("a AND b OR c AND d"))).toEqual({ or: [{ and: ["a", "b"] }, { and: ["c", "d"] }] });
  });

  it("NOT and - bind tighter than AND", () => {
    expect(shape(tree("NOT a b"))).toEqual({ and: [{ not: "a" }, "b"] });
    expect(shape(tree("-a OR b"))).toEqual({ or: [{ not: "a" }, "b"] });
    expect(shape(tree("NOT NOT a"))).toEqual({ not: { not: "a" } });
    expect(shape(tree("state-of-the-art"))).toEqual("state-of-the-art");
  });

  it("parentheses group", () => {
    expect(shape(tree("(a OR b) c"))).toEqual({ and: [{ or: ["a", "b"] }, "c"] });
    expect(shape(tree("-(a OR b)"))).toEqual({ not: { or: ["a", "b"] } });
    expect(shape(tree("((a))"))).toEqual("a");
  });

  it("lower-case operators are words", () => {
    expect(shape(tree("a or b"))).toEqual({ and: ["a", "or", "b"] });
  });

  it("an empty query matches everything", () => {
    expect(parseSearch("   ")).toEqual({ tree: { kind: "all" }, errors: [] });
  });

  it("reports misplaced operators and parentheses at their positions", () => {
    expect(firstError("OR a")).toMatchObject({ position: 0, length: 2, message: "OR needs a term on each side." });
    expect(firstError("a OR")).toMatchObject({ position: 2, message: "OR needs a term on each side." });
    expect(firstError("a AND")).toMatchObject({ position: 2, message: "AND needs a term on each side." });
    expect(firstError("a NOT")).toMatchObject({ position: 2, message: "NOT needs a term after it." });
    expect(firstError("a - b")).toMatchObject({ position: 2, length: 1 });
    expect(firstError("x (a b")).toMatchObject({ position: 2, message: "This parenthesis is not closed." });
    expect(firstError("a b)")).toMatchObject({ position: 3, message: "This parenthesis closes nothing." });
    expect(firstError("a ()")).toMatchObject({ position: 2, message: "These parentheses hold no term." });
    expect(firstError('ti:"open')).toMatchObject({ position: 3, message: "This quoted phrase has no closing quote." });
    // what could be read is still searched
    expect(shape(tree("a b)"))).toEqual({ and: ["a", "b"] });
  });

  it("an unreadable term matches nothing and keeps its place in the tree", () => {
    const { tree: t, errors } = parseSearch("a OR foo:bar");
    expect(errors).toHaveLength(1);
    expect(shape(t)).toEqual({ or: ["a", "nothing"] });
  });

  it("reads at most the first 1000 characters, and says so", () => {
    const { errors } = parseSearch("a ".repeat(600));
    expect(errors).toEqual([expect.objectContaining({ position: 1000 })]);
  });
});
