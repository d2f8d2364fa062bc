// A conference's dates in its own Date Format setting (e.g. "DD.MM.YYYY"), on its screens: one
// formatter, so the details page, the page headers and the deadline line agree. The stored form
// stays "YYYY-MM-DD" (and "YYYY-MM-DD HH:mm"); only what is shown changes.

export const DEFAULT_DATE_FORMAT = "YYYY-MM-DD";

/** YYYY, MM and DD once each, separated by - . / or spaces (anything else falls back to the default). */
const FORMAT = /^(?=.*YYYY)(?=.*MM)(?=.*DD)(?:YYYY|MM|DD|[-./ ])+$/;

export function isValidDateFormat(format: string | null | undefined): boolean {
  return !!format && FORMAT.test(format) && format.match(/YYYY|MM|DD/g)!.length === 3;
}

/**
 * "2027-06-10" in "DD.MM.YYYY" is "10.06.2027"; a time after the date ("2027-06-10 23:59") is kept
 * after it. Text that is not a stored date is returned unchanged.
 */
export function formatConferenceDate(value: string | null | undefined, format: string | null | undefined): string {
  if (!value) return "";
  const match = /^(\d{4})-(\d{2})-(\d{2})(.*)$/.exec(value);
  if (!match) return value;
  const [, year, month, day, rest] = match;
  const pattern = isValidDateFormat(format) ? format! : DEFAULT_DATE_FORMAT;
  return pattern.replace(/YYYY|MM|DD/g, (token) => (token === "YYYY" ? year! : token === "MM" ? month! : day!)) + rest;
}
