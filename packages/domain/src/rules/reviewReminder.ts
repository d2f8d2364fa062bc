// The reminder to reviewers (POST /conference/review-reminder/{confId}): its placeholders
// and default text.

/** Placeholders a reminder's subject and message may use; the server fills them per reviewer. */
export const REMINDER_PLACEHOLDERS = {
  name: "{name}",
  papers: "{papers}",
  deadline: "{deadline}",
  conference: "{conference}",
} as const;

export const DEFAULT_REMINDER_SUBJECT = "Reminder: your reviews for {conference}";
export const DEFAULT_REMINDER_MESSAGE = [
  "Dear {name},",
  "",
  "This is a reminder that the following reviews are still missing:",
  "",
  "{papers}",
  "",
  "The review deadline is {deadline}.",
  "",
  "Thank you for your help.",
].join("\n");
