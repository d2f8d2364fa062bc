import type { ConferenceShort } from "../../components/ConferenceShortInfo";

/** The short info also carries the deadline as a UTC instant (the server reads the deadline's time zone). */
export type ConferenceShortWithDeadline = ConferenceShort & { last_submission_at?: string | null };

/** True while the deadline lies ahead (or there is none). Unknown conference info counts as closed. */
export function isBeforeDeadline(short: ConferenceShortWithDeadline | null | undefined, now: number): boolean {
  if (!short) return false;
  const at = short.last_submission_at ?? (short.last_submission_date ? `${short.last_submission_date.replace(" ", "T")}:00Z` : null);
  if (!at) return true;
  const deadline = Date.parse(at);
  return Number.isNaN(deadline) ? false : now < deadline;
}

export { useNow } from "../../lib/clock";
