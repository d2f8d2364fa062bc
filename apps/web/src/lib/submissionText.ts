// one sentence saying whether submission is open and until when, always naming the
// deadline timezone, from the server's SubmissionState (policy/submission.ts decides; this only words it).
import { type SubmissionState, wallClockIn } from "@symposia/domain";
import { formatDeadline } from "./deadlineText";

function when(iso: string | null, s: SubmissionState, now: number, dateFormat?: string | null): string | null {
  if (!iso) return null;
  return formatDeadline({ local: wallClockIn(iso, s.timezone), timezone: s.timezone, at: iso, dateFormat }, now);
}

export function submissionStatusText(s: SubmissionState, now: number, dateFormat?: string | null): string {
  const files = when(s.file_deadline_at, s, now, dateFormat);
  if (s.registration_open) {
    const until = when(s.registration_closes_at, s, now, dateFormat);
    const what = s.abstract_registration ? "Abstract registration open" : "Submission open";
    const later =
      s.abstract_registration && s.file_deadline_at !== s.registration_closes_at && files
        ? `; paper files until ${files}`
        : "";
    return `${what}${until ? ` until ${until}` : ""}${later}.`;
  }
  if (s.mode === "automatic" && s.opens_at && Date.parse(s.opens_at) > now)
    return `Submission opens ${when(s.opens_at, s, now, dateFormat)}.`;
  if (s.file_open && files)
    return `Registration of new papers is closed; registered papers may add their file until ${files}.`;
  return s.registration_refusal ?? "Submission is closed.";
}
