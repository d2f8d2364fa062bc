// The submission deadline, in ONE place: submit, update, co-authors and withdraw all ask here.
import { zonedTimeToUtc } from "@symposia/domain";

export interface DeadlineFacts {
  /** "YYYY-MM-DD HH:mm", a wall-clock time in timezone_for_deadline; null = no deadline */
  last_submission_date: string | null;
  timezone_for_deadline: string | null;
}

const converted = new Map<string, number>();

/**
 * The UTC instant of the deadline, null when the conference has none. A date without a time
 * means the end of that day. A value that cannot be read closes submissions (fails safe) rather
 * than leaving them open forever.
 */
export function submissionDeadline(conf: DeadlineFacts): Date | null {
  return instantInDeadlineZone(conf.last_submission_date, conf.timezone_for_deadline);
}

/**
 * Any of the conference's dates (abstract deadline, opening date, camera-ready deadline)
 * read as a wall-clock time in the deadline timezone, by the same rules as the deadline.
 */
export function instantInDeadlineZone(
  value: string | null | undefined,
  timezone: string | null | undefined,
): Date | null {
  const raw = value?.trim();
  if (!raw) return null;
  const zone = timezone || "UTC";
  // A wall-clock time in a zone always means the same instant, so the (Intl-heavy) conversion is
  // remembered: a list of 500 papers asks for the same deadline a thousand times.
  const key = `${raw}|${zone}`;
  let instant = converted.get(key);
  if (instant === undefined) {
    const local = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw} 23:59:59` : raw;
    try {
      instant = zonedTimeToUtc(local, zone).getTime();
    } catch {
      instant = 0;
    }
    if (converted.size > 5000) converted.clear();
    converted.set(key, instant);
  }
  return new Date(instant);
}

/** True while submissions (and author changes) are still accepted: strictly before the deadline. */
export function isBeforeSubmissionDeadline(conf: DeadlineFacts, now: Date = new Date()): boolean {
  const deadline = submissionDeadline(conf);
  return deadline === null || now.getTime() < deadline.getTime();
}
