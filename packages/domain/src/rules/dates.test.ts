import { afterEach, describe, expect, it, vi } from "vitest";
import { earliestToday, isBeforeToday, normalizeLocalDateTime, todayIn } from "./dates.js";

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

describe("a wall-clock date and time", () => {
  it("normalises YYYY-MM-DD HH:mm and refuses what is no time, never throwing", () => {
    expect(normalizeLocalDateTime(" 2026-05-01T09:30 ")).toBe("2026-05-01 09:30");
    expect(normalizeLocalDateTime("2026-05-01 09:30:59")).toBe("2026-05-01 09:30");
    for (const bad of [
      "2024-02-30 10:00",
      "2024-13-01 10:00",
      "2024-00-10 10:00",
      "2024-02-32 10:00",
      "2024-02-10 24:00",
    ])
      expect(normalizeLocalDateTime(bad), bad).toBeNull();
  });
});
