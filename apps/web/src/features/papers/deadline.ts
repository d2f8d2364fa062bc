import type { ConferenceShortInfo } from "@symposia/domain";

/**
 * True while the deadline lies ahead (or there is none). Unknown conference info counts as closed.
 * The short info carries the deadline as a UTC instant (the server reads the deadline's time zone).
 */
export function isBeforeDeadline(
  short: Pick<ConferenceShortInfo, "last_submission_at" | "last_submission_date"> | null | undefined,
  now: number,
): boolean {
  if (!short) return false;
  const at =
    short.last_submission_at ??
    (short.last_submission_date ? `${short.last_submission_date.replace(" ", "T")}:00Z` : null);
  if (!at) return true;
  const deadline = Date.parse(at);
  return Number.isNaN(deadline) ? false : now < deadline;
}

export { useNow } from "../../lib/clock";
