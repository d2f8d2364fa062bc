import { DEFAULT_DECISIONS } from "@symposia/domain";
import { describe, expect, it } from "vitest";
import { decisionColor, reportFilters, statusGroupLabel, statusOfLabel } from "./decisionLabels";

const CUSTOM = [
  { label: "Undecided", outcome: "none" as const },
  { label: "Accept as full paper", outcome: "accept" as const },
  { label: "Accept as short paper", outcome: "accept" as const },
  { label: "Reject", outcome: "reject" as const },
];

describe("the Reports' status groups named by the conference's decision list", () => {
  it("names each decided group with its outcome's labels, in the list's order", () => {
    expect(statusGroupLabel(35, CUSTOM)).toBe("Accept as full paper / Accept as short paper");
    expect(statusGroupLabel(18, CUSTOM)).toBe("Undecided");
    expect(statusGroupLabel(20, CUSTOM)).toBe("Reject");
    expect(statusGroupLabel(25, CUSTOM)).toBe("Withdrawn");
  });

  it("under the default list, Probably Accept is grouped with No Decision", () => {
    const labels = Object.fromEntries(reportFilters(DEFAULT_DECISIONS).map((f) => [f.value, f.label]));
    expect(labels[35]).toBe("Accept");
    expect(labels[18]).toBe("No Decision / Probably Accept");
    expect(labels[20]).toBe("Probably Reject / Reject");
    expect(labels[1000]).toBe("All");
  });

  it("keeps the spec's names until the list is known, and colours labels by outcome", () => {
    expect(reportFilters(undefined).find((f) => f.value === 35)!.label).toBe("Accept/Probably Accept");
    expect(statusOfLabel("Accepted / Probably Accepted")).toBe(35);
    expect(decisionColor("Accept as short paper", CUSTOM)).toMatch(/^teal|^green/);
    expect(decisionColor("Reject", CUSTOM)).toMatch(/^red|^pink/);
  });
});
