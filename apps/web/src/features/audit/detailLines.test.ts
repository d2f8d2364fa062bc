import { describe, expect, it } from "vitest";
import { detailLines } from "./historyText";

describe("detailLines (the Audit Log's Details column)", () => {
  it("gives one key: value line per field, plain values as they are", () => {
    expect(detailLines({ reason: "Late", from: 10, auto: true, heading: null })).toEqual([
      "reason: Late",
      "from: 10",
      "auto: true",
      "heading: none",
    ]);
  });

  it("joins lists of plain values and writes nested objects as compact JSON", () => {
    expect(detailLines({ changed: ["venue", "city"], after: { track_name: "AI" } })).toEqual([
      "changed: venue, city",
      'after: {"track_name":"AI"}',
    ]);
  });

  it("has no lines for an entry without details", () => {
    expect(detailLines(null)).toEqual([]);
  });
});
