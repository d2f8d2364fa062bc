// Conference rules the request schemas and the screens share (spec part 1 §2-3, part 2 §5).

/** Dates that may not be moved into the past (part 2 section 5). */
export const CONFERENCE_FUTURE_DATE_KEYS = ["start_date", "end_date", "license_expiry_date"] as const;

/** Largest number of mails one circulation may queue; bounds the transaction. */
export const MAX_CIRCULATION_RANGE = 10000;

/**
 * Fields that GET /conference/{id} answers but no client sets: a client that sends the whole answer
 * back (the spec's client posts "all conference fields") is accepted and these are ignored. Kept
 * here, in one place; any other name the update does not know is still refused (422). The logo
 * and banner are file fields: sent back as text, they are ignored too.
 */
export const CONFERENCE_READ_ONLY_FIELDS = [
  "conf_id",
  "conference_status",
  "created_by",
  "created_at",
  "updated_at",
  "logo_mime_type",
  "banner_mime_type",
  "submission_topics",
  "assignments_released_at",
  "last_submission_at",
  "permissions",
  "oc_permissions",
  "can_update",
  "submission",
] as const;
