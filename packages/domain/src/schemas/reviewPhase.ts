import { z } from "zod";
import { idField, oneLineText, requiredText } from "./common.js";
import { normalizeLocalDateTime } from "../rules/dates.js";

// Request schemas of the review phase: extensions of the hard review deadline, declined
// assignments and reminders to reviewers. Built as plain objects (no .pick() on refined schemas).

/** "YYYY-MM-DD HH:mm", a wall-clock time in the conference's Timezone For Deadline. */
const localDateTime = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .refine(
      (v) => normalizeLocalDateTime(v) !== null,
      `${label} must be a date and time in the format YYYY-MM-DD HH:mm.`,
    )
    .transform((v) => normalizeLocalDateTime(v)!);

/** POST /paper/review-extension/{paperId}: this reviewer may submit until `deadline` (deadline zone). */
export const reviewExtensionSchema = z.object({
  reviewer_id: idField("Reviewer"),
  deadline: localDateTime("Extended deadline"),
});

/** POST /paper/decline-review/{paperId}. */
export const declineReviewSchema = z.object({
  reason: requiredText("Reason", 2000),
});

const optionalTrimmed = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v), schema.optional());

/** POST /conference/review-reminder/{confId}. Absent subject or message: the defaults of ../rules/reviewReminder.ts. */
export const reviewReminderSchema = z.object({
  track_id: z.preprocess((v) => (v === null || v === "" ? undefined : v), idField("Track").optional()),
  subject: optionalTrimmed(oneLineText("Subject", 255)),
  message: optionalTrimmed(requiredText("Message", 20_000)),
  preview: z
    .preprocess((v) => v === true || v === 1 || v === "1" || v === "true", z.boolean())
    .optional()
    .default(false),
});

export type ReviewExtensionInput = z.infer<typeof reviewExtensionSchema>;
export type DeclineReviewInput = z.infer<typeof declineReviewSchema>;
export type ReviewReminderInput = z.infer<typeof reviewReminderSchema>;
