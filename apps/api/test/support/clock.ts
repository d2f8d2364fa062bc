// Deadline tests set a conference deadline as wall-clock text in some time zone and then move the
// faked clock to the boundary second; these are the two conversions they all need.
import { afterEach, vi } from "vitest";

/** The wall-clock "YYYY-MM-DD HH:mm" in `zone` of the instant `at`. */
export function wallClock(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const p = (type: string) => parts.find((x) => x.type === type)!.value;
  return `${p("year")}-${p("month")}-${p("day")} ${p("hour")}:${p("minute")}`;
}

/** A minute-aligned instant `minutes` ahead, so a deadline written to the minute falls exactly on it. */
export const minuteAhead = (minutes: number): Date =>
  new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);

/** Puts the real clock back after each test of the file, so one test's faked Date never leaks into the next. */
export function useRealTimersAfterEach(): void {
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** The wall-clock "YYYY-MM-DD HH:mm" in `zone` of the instant `offsetMs` from now (negative: ago). */
export const wallClockIn = (zone: string, offsetMs: number): string => wallClock(zone, new Date(Date.now() + offsetMs));
