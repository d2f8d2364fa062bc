// Calendar days and wall-clock times as the request schemas and the screens read them.
import { wallClockIn } from "../options/timezones.js";

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone = "UTC"): string {
  return wallClockIn(new Date().toISOString(), timeZone).slice(0, 10);
}

/**
 * "Today" on the earliest calendar of the planet (UTC-12): a date that is today anywhere is
 * accepted, so no organiser is refused because their day started before the server's.
 */
export function earliestToday(): string {
  return todayIn("Etc/GMT+12");
}

export function isBeforeToday(date: string): boolean {
  return date < earliestToday();
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::\d{2})?$/;

/** "YYYY-MM-DD HH:mm" (a wall-clock time in the conference's deadline zone), normalised. */
export function normalizeLocalDateTime(value: string): string | null {
  const m = LOCAL_DATE_TIME.exec(value.trim());
  if (!m) return null;
  const [, day, hh, mm] = m;
  if (Number(hh) > 23 || Number(mm) > 59) return null;
  // a day that does not exist: month 13 is no date at all, 30 February rolls over to March
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(day!)) return null;
  return `${day} ${hh}:${mm}`;
}
