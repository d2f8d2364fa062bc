import { describe, expect, it } from "vitest";
import { countdownText, formatDeadline } from "./deadlineText";

const at = "2026-12-12T22:59:00.000Z"; // 23:59 in Berlin (UTC+1 in December)
const facts = { local: "2026-12-12 23:59", timezone: "Europe/Berlin", at };

describe("formatDeadline", () => {
  it("names the deadline's zone and the same instant in UTC", () => {
    expect(formatDeadline(facts, Date.parse("2026-11-01T00:00:00Z"))).toBe(
      "2026-12-12 23:59 Europe/Berlin (2026-12-12 22:59 UTC)",
    );
  });

  it("shows a countdown within 48 hours, and says when it has passed", () => {
    expect(formatDeadline(facts, Date.parse(at) - 5 * 3600_000 - 10 * 60_000)).toBe(
      "2026-12-12 23:59 Europe/Berlin (2026-12-12 22:59 UTC), closes in 5 h 10 min",
    );
    expect(formatDeadline(facts, Date.parse(at) - 47 * 3600_000)).toContain("closes in 1 d 23 h");
    expect(formatDeadline(facts, Date.parse(at) - 49 * 3600_000)).not.toContain("closes in");
    expect(formatDeadline(facts, Date.parse(at) + 1)).toMatch(/, passed$/);
  });

  it("writes the dates in the conference's Date Format", () => {
    expect(formatDeadline({ ...facts, dateFormat: "DD.MM.YYYY" }, 0)).toBe(
      "12.12.2026 23:59 Europe/Berlin (12.12.2026 22:59 UTC)",
    );
  });

  it("says UTC once for a UTC deadline and nothing without a deadline", () => {
    expect(formatDeadline({ local: "2026-12-12 23:59", timezone: "UTC" }, 0)).toBe("2026-12-12 23:59 UTC");
    expect(formatDeadline({ local: null }, 0)).toBeNull();
  });

  it("counts down in readable units", () => {
    expect(countdownText(30_000)).toBe("under a minute");
    expect(countdownText(45 * 60_000)).toBe("45 min");
  });
});
