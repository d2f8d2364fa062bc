// Every deadline the app shows goes through here, so each one names its time zone and, when it
// is close, how long is left: "2026-12-12 23:59 Europe/Berlin (2026-12-12 22:59 UTC)". An author
// in another zone must not have to guess whose midnight it is. Dates follow the conference's
// Date Format setting when it is known.
import { formatConferenceDate, wallClockIn } from "@symposia/domain";

export interface DeadlineFacts {
  /** the wall-clock time as stored, "YYYY-MM-DD HH:mm", in `timezone` */
  local: string | null;
  /** the IANA zone of `local` (the conference's Timezone For Deadline) */
  timezone?: string | null;
  /** the same instant in UTC (ISO), as the server computes it; derived from local+UTC when absent */
  at?: string | null;
  /** the conference's Date Format for the dates shown (the stored form is always YYYY-MM-DD) */
  dateFormat?: string | null;
}

export const COUNTDOWN_WINDOW_MS = 48 * 3600_000;

function utcText(instant: Date, dateFormat?: string | null): string {
  return formatConferenceDate(instant.toISOString().slice(0, 16).replace("T", " "), dateFormat);
}

/** The UTC instant of a deadline, or null when there is none or it cannot be read. */
export function deadlineInstant(facts: DeadlineFacts): Date | null {
  const iso =
    facts.at ??
    (facts.local && (!facts.timezone || facts.timezone === "UTC") ? `${facts.local.replace(" ", "T")}:00Z` : null);
  if (!iso) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** "3 h 20 min", "1 d 2 h", "45 min", "under a minute". */
export function countdownText(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "under a minute";
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${mins} min`;
  return `${mins} min`;
}

/**
 * "2026-12-12 23:59 Europe/Berlin (2026-12-12 22:59 UTC)", plus ", closes in 5 h 10 min" within
 * 48 hours and " (passed)" afterwards. Null when there is no deadline.
 */
export function formatDeadline(facts: DeadlineFacts, now: number): string | null {
  if (!facts.local) return null;
  const zone = facts.timezone || "UTC";
  const instant = deadlineInstant(facts);
  let text = `${formatConferenceDate(facts.local, facts.dateFormat)} ${zone}`;
  if (instant && zone !== "UTC") text += ` (${utcText(instant, facts.dateFormat)} UTC)`;
  if (!instant) return text;
  const left = instant.getTime() - now;
  if (left <= 0) return `${text}, passed`;
  if (left <= COUNTDOWN_WINDOW_MS) return `${text}, closes in ${countdownText(left)}`;
  return text;
}

/** A deadline known as a UTC instant (the API's `…_at`), read in the conference's deadline zone. */
export function formatDeadlineAt(
  iso: string | null | undefined,
  timezone: string | null | undefined,
  now: number,
  dateFormat?: string | null,
): string | null {
  if (!iso) return null;
  const zone = timezone || "UTC";
  return formatDeadline({ local: wallClockIn(iso, zone), timezone: zone, at: iso, dateFormat }, now);
}

/** A conference's submission deadline, from its short info (GET /site/conf/short) or its settings. */
export function submissionDeadlineText(
  conference: {
    last_submission_date: string | null;
    timezone_for_deadline?: string | null;
    last_submission_at?: string | null;
    date_format?: string | null;
  },
  now: number,
): string | null {
  return formatDeadline(
    {
      local: conference.last_submission_date,
      timezone: conference.timezone_for_deadline,
      at: conference.last_submission_at,
      dateFormat: conference.date_format,
    },
    now,
  );
}
