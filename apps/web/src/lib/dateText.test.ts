import { describe, expect, it } from "vitest";
import { formatInstant } from "./dateText";
import { formatDeadlineAt } from "./deadlineText";

describe("the one date formatter", () => {
  it("reads an instant in the named zone, in the conference's Date Format, naming the zone", () => {
    expect(formatInstant("2026-12-22T22:59:00.000Z", { timezone: "Europe/Berlin", dateFormat: "DD.MM.YYYY" })).toBe(
      "22.12.2026 23:59 Europe/Berlin",
    );
    expect(formatInstant("2026-12-22T22:59:00.000Z", { timezone: "UTC" })).toBe("2026-12-22 22:59 UTC");
  });

  it("names the reader's own zone when no zone is given, never a bare locale string", () => {
    const text = formatInstant("2026-12-22T22:59:00.000Z");
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} [A-Za-z_]+(\/[A-Za-z_+-]+)*$/);
    expect(text).not.toMatch(/AM|PM|,/);
  });

  it("gives a deadline known as an instant in the conference's zone, with UTC beside it", () => {
    const now = Date.parse("2026-12-01T00:00:00Z");
    expect(formatDeadlineAt("2026-12-22T22:59:00.000Z", "Europe/Berlin", now, "MM/DD/YYYY")).toBe(
      "12/22/2026 23:59 Europe/Berlin (12/22/2026 22:59 UTC)",
    );
    expect(formatDeadlineAt(null, "UTC", now)).toBeNull();
  });

  it("keeps text that is not an instant as it is", () => {
    expect(formatInstant("not a date")).toBe("not a date");
    expect(formatInstant(null)).toBe("");
  });
});
