import { describe, expect, it } from "vitest";
import { formatConferenceDate, isValidDateFormat } from "./conferenceDate.js";

describe("formatConferenceDate", () => {
  it("writes a stored date in the conference's format, keeping a time", () => {
    expect(formatConferenceDate("2027-06-10", "DD.MM.YYYY")).toBe("10.06.2027");
    expect(formatConferenceDate("2027-06-10", "MM/DD/YYYY")).toBe("06/10/2027");
    expect(formatConferenceDate("2027-06-10 23:59", "DD MM YYYY")).toBe("10 06 2027 23:59");
  });

  it("falls back to YYYY-MM-DD for a missing or unusable format, and leaves other text alone", () => {
    expect(formatConferenceDate("2027-06-10", null)).toBe("2027-06-10");
    expect(formatConferenceDate("2027-06-10", "DD-MM")).toBe("2027-06-10");
    expect(formatConferenceDate("2027-06-10", "<script>")).toBe("2027-06-10");
    expect(isValidDateFormat("YYYY-MM-DD-DD")).toBe(false);
    expect(formatConferenceDate("soon", "DD.MM.YYYY")).toBe("soon");
  });
});
