// the submission dates a chair sets must come in order. All are wall-clock times in the
// same zone (timezone_for_deadline), so comparing the normalised "YYYY-MM-DD HH:mm" text is exact.
import type { FieldErrors } from "../../http/errors.js";

type Dates = Record<string, unknown>;

const ORDERED: [key: string, label: string][] = [
  ["submission_opening_date", "Submission Opening Date"],
  ["abstract_submission_deadline", "Abstract Submission Deadline"],
];

/** A date-only value means the end of that day (policy/deadline.ts). */
const comparable = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v} 23:59` : v);

/** Each date that is not strictly before the Last Submission Date, after this update. */
export function submissionDatesOutOfOrder(stored: Dates, update: Dates): FieldErrors {
  const after = (key: string) => (update[key] !== undefined ? update[key] : stored[key]);
  const last = after("last_submission_date");
  const errors: FieldErrors = {};
  if (typeof last !== "string" || !last) return errors;
  for (const [key, label] of ORDERED) {
    const value = after(key);
    if (typeof value === "string" && value && comparable(value) >= comparable(last)) {
      errors[key] = [`${label} must be before the Last Submission Date.`];
    }
  }
  return errors;
}
