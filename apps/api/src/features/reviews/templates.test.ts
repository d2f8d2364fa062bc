import { describe, expect, it } from "vitest";
import { fillPlaceholders } from "./templates.js";

describe("fillPlaceholders", () => {
  const paper = { paper_sequence: 7, paper_title: "On things", decision: "Accept" };
  const conference = { event_name: "Conf", acronym_title: "C26" };
  it("fills {reviews} with the author-visible reviews when the conference releases them, and with nothing otherwise", () => {
    const released = fillPlaceholders("Paper {paper_number}: {decision}\n{reviews}", paper, conference, [
      { reviewer_evaluation: 2, reviewer_remarks: "Nice work." },
    ]);
    expect(released).toContain("Paper 7: Accept");
    expect(released).toContain("Review 1");
    expect(released).toContain("Nice work.");
    expect(fillPlaceholders("Before{reviews}After", paper, conference, null)).toBe("BeforeAfter");
  });
});
