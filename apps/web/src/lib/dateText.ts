// The one formatter of instants the web app shows (a comment's time, a history entry, an upload):
// the wall clock in a named time zone, its date in the conference's Date Format, so nothing reads
// as a bare "12/22/2026, 11:59:00 PM" whose zone the reader has to guess. Deadlines add their
// countdown in deadlineText.ts, built on the same pieces.
import { formatConferenceDate, wallClockIn } from "@symposia/domain";

export interface DateTextOptions {
  /** the conference's Date Format ("DD.MM.YYYY"); the stored form YYYY-MM-DD when absent */
  dateFormat?: string | null;
  /** the IANA zone to read the instant in; the reader's own when absent */
  timezone?: string | null;
}

/** The reader's own IANA zone ("Europe/Berlin"), UTC when the browser does not say. */
export function readerTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** "22.12.2026 23:59 Europe/Berlin" for an ISO instant; text that is not an instant comes back as it is. */
export function formatInstant(iso: string | null | undefined, options: DateTextOptions = {}): string {
  if (!iso) return "";
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const zone = options.timezone || readerTimezone();
  let local: string;
  try {
    local = wallClockIn(instant.toISOString(), zone);
  } catch {
    return `${formatConferenceDate(instant.toISOString().slice(0, 16).replace("T", " "), options.dateFormat)} UTC`;
  }
  return `${formatConferenceDate(local, options.dateFormat)} ${zone}`;
}
