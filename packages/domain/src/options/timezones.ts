// IANA time zones come from the runtime (Intl), and each label carries the zone's *current* GMT
// offset computed by the runtime too, so nothing here is typed by hand or goes stale at DST.

const FALLBACK_ZONES = ["UTC"];

export function timezoneIds(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf ? intl.supportedValuesOf("timeZone") : FALLBACK_ZONES;
  return zones.includes("UTC") ? zones : ["UTC", ...zones];
}

// One formatter per zone, made on first use: building an Intl.DateTimeFormat for a zone costs far
// more than formatting with it (the zone list builds ~400 of them; a page with three timezone
// pickers built them three times, a main-thread stall on a phone).
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

// Zones that are UTC at every instant, answered without a formatter: the first Intl.DateTimeFormat
// of a page loads the runtime's time zone data, a stall of ~70 ms on a throttled phone before the
// first deadline a page shows (most conferences keep their deadlines in UTC).
const ALWAYS_UTC = new Set(["UTC", "Etc/UTC", "Etc/UCT", "UCT", "Etc/Universal", "Universal", "Etc/Zulu", "Zulu"]);

/** Offset of `timeZone` from UTC at `at`, in minutes (east positive). */
export function timezoneOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  if (ALWAYS_UTC.has(timeZone)) return 0;
  const parts = wallClockFormatter(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

export function gmtOffsetLabel(timeZone: string, at: Date = new Date()): string {
  return offsetLabel(timeZone, timezoneOffsetMinutes(timeZone, at));
}

function offsetLabel(timeZone: string, minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, "0");
  const mm = String(abs % 60).padStart(2, "0");
  return `(GMT${sign}${hh}:${mm}) ${timeZone}`;
}

export interface TimezoneOption {
  value: string;
  label: string;
}

export function timezoneOptions(at: Date = new Date()): TimezoneOption[] {
  return timezoneIds()
    .map((id) => ({ value: id, offset: timezoneOffsetMinutes(id, at) }))
    .map(({ value, offset }) => ({ value, label: offsetLabel(value, offset), offset }))
    .sort((a, b) => a.offset - b.offset || a.value.localeCompare(b.value))
    .map(({ value, label }) => ({ value, label }));
}

/** True for any zone the runtime accepts (browsers and Node may list slightly different sets). */
export function isValidTimezone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** "YYYY-MM-DD HH:mm" of the instant `iso` on the wall clock of `timeZone`. */
export function wallClockIn(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return new Date(instant.getTime() + timezoneOffsetMinutes(timeZone, instant) * 60000)
    .toISOString()
    .slice(0, 16)
    .replace("T", " ");
}

/**
 * Converts a wall-clock time ("YYYY-MM-DD HH:mm" or "YYYY-MM-DDTHH:mm") in `timeZone` to the UTC
 * instant. Deadlines are entered as local times of the conference's deadline zone.
 */
export function zonedTimeToUtc(local: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!m) throw new Error(`Not a local date-time: ${local}`);
  const [, y, mo, d, h, mi, s] = m;
  const guess = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  // Two passes settle the offset also right after a DST change.
  let utc = guess - timezoneOffsetMinutes(timeZone, new Date(guess)) * 60000;
  utc = guess - timezoneOffsetMinutes(timeZone, new Date(utc)) * 60000;
  return new Date(utc);
}
