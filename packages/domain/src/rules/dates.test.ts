import { afterEach, describe, expect, it, vi } from "vitest";
import { earliestToday, isBeforeToday, todayIn } from "./dates.js";

describe("calendar days", () => {
  afterEach(() => vi.useRealTimers());

  it("reads today in a zone, and 'today' on the planet's earliest calendar", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-12-31T23:30:00Z"));
    expect(todayIn()).toBe("2026-12-31");
    expect(todayIn("Asia/Kolkata")).toBe("2027-01-01");
    expect(todayIn("America/Los_Angeles")).toBe("2026-12-31");
    expect(earliestToday()).toBe("2026-12-31");
    expect(isBeforeToday("2026-12-30")).toBe(true);
    expect(isBeforeToday("2026-12-31")).toBe(false);
    expect(() => todayIn("Mars/Olympus_Mons")).toThrow(RangeError);
  });
});
