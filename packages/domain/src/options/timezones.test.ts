import { describe, expect, it } from "vitest";
import {
  gmtOffsetLabel,
  isValidTimezone,
  timezoneIds,
  timezoneOptions,
  wallClockIn,
  zonedTimeToUtc,
} from "./timezones.js";

describe("time zones", () => {
  it("lists the runtime's IANA zones with UTC, each labelled with its current GMT offset", () => {
    const ids = timezoneIds();
    expect(ids.length).toBeGreaterThan(300);
    expect(ids).toContain("UTC");
    expect(ids).toContain("Europe/Berlin");
    expect(gmtOffsetLabel("Asia/Kolkata")).toBe("(GMT+05:30) Asia/Kolkata");
    expect(gmtOffsetLabel("UTC")).toBe("(GMT+00:00) UTC");
    const options = timezoneOptions();
    expect(options[0]!.label).toMatch(/^\(GMT-1[12]:00\)/);
  });

  it("labels offsets as they are at the given moment (DST)", () => {
    expect(gmtOffsetLabel("Europe/Berlin", new Date("2026-01-15T12:00:00Z"))).toBe("(GMT+01:00) Europe/Berlin");
    expect(gmtOffsetLabel("Europe/Berlin", new Date("2026-07-15T12:00:00Z"))).toBe("(GMT+02:00) Europe/Berlin");
  });

  it("converts a deadline's wall-clock time in its zone to the UTC instant", () => {
    expect(zonedTimeToUtc("2026-03-01 23:59", "UTC").toISOString()).toBe("2026-03-01T23:59:00.000Z");
    expect(zonedTimeToUtc("2026-03-01 23:59", "Asia/Kolkata").toISOString()).toBe("2026-03-01T18:29:00.000Z");
    expect(zonedTimeToUtc("2026-07-01T12:00", "America/New_York").toISOString()).toBe("2026-07-01T16:00:00.000Z");
    expect(() => zonedTimeToUtc("tomorrow", "UTC")).toThrow();
  });

  it("shows an instant on a zone's wall clock, half-hour zones and DST changes included", () => {
    expect(wallClockIn("2026-12-12T22:59:00Z", "Europe/Berlin")).toBe("2026-12-12 23:59");
    expect(wallClockIn("2026-12-12T22:59:30Z", "Asia/Kolkata")).toBe("2026-12-13 04:29");
    expect(wallClockIn("2026-03-29T00:59:00Z", "Europe/Berlin")).toBe("2026-03-29 01:59");
    expect(wallClockIn("2026-03-29T01:00:00Z", "Europe/Berlin")).toBe("2026-03-29 03:00");
    expect(wallClockIn("2026-07-01T16:00:00Z", "America/New_York")).toBe("2026-07-01 12:00");
    expect(wallClockIn("2026-07-01T16:00:00Z", "UTC")).toBe("2026-07-01 16:00");
  });

  it("shows the zones that are UTC at every instant as the runtime does", () => {
    const instants = ["2026-01-15T08:30:00Z", "2026-07-01T16:00:00Z"];
    for (const zone of ["UTC", "Etc/UTC", "Etc/UCT", "UCT", "Etc/Universal", "Universal", "Etc/Zulu", "Zulu"]) {
      expect(isValidTimezone(zone)).toBe(true);
      for (const iso of instants) {
        const runtime = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" }).format(
          new Date(iso),
        );
        expect(runtime).toMatch(/GMT(\+00:00)?$/);
        expect(wallClockIn(iso, zone)).toBe(iso.slice(0, 16).replace("T", " "));
      }
    }
  });

  it("accepts only real zones", () => {
    expect(isValidTimezone("Europe/Lisbon")).toBe(true);
    expect(isValidTimezone("Mars/Olympus_Mons")).toBe(false);
  });
});
