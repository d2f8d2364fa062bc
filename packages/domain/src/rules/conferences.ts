// Conference rules the request schemas and the screens share (spec part 1 §2-3, part 2 §5).

/** Dates that may not be moved into the past (part 2 section 5). */
export const CONFERENCE_FUTURE_DATE_KEYS = ["start_date", "end_date", "license_expiry_date"] as const;

/** Largest number of mails one circulation may queue; bounds the transaction. */
export const MAX_CIRCULATION_RANGE = 10000;
