// Answer schemas of the review-phase calls (answers/reviewPhase.ts).
import { z } from "zod";
import type {
  ReminderOutcome,
  ReviewAttachmentInfo,
  ReviewDeclined,
  ReviewExtension,
  ReviewExtensionEntry,
  ReviewPaperPhase,
  ReviewPhaseInfo,
} from "../../answers/reviewPhase.js";
import type { Assert, Same } from "./agree.js";

const phaseDeadline = z.strictObject({ local: z.string(), timezone: z.string(), at: z.string() });

/** GET /conference/review-phase/{confId} */
export const reviewPhaseAnswer = z.strictObject({
  conf_id: z.number(),
  reviewing_open: z.boolean(),
  closed_reason: z.string().nullable(),
  review_deadline: phaseDeadline.nullable(),
  review_hard_deadline: phaseDeadline.nullable(),
  instructions_html: z.string(),
  attachments_allowed: z.boolean(),
  date_format: z.string().nullable(),
});

/** POST /paper/review-attachment/{paperId} */
export const reviewAttachmentAnswer = z.strictObject({
  id: z.number(),
  paper_id: z.number(),
  reviewer_id: z.number(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
  url: z.string(),
});

/** The review-phase fields of an item of GET /paper/review-papers/{confId}. */
export const reviewPaperPhase = z.strictObject({
  extended_until: phaseDeadline.nullable(),
  review_closed_reason: z.string().nullable(),
  review_late: z.boolean(),
  can_decline: z.boolean(),
  attachment: reviewAttachmentAnswer.nullable(),
});

const reviewExtension = z.strictObject({ paper_id: z.number(), reviewer_id: z.number(), deadline: phaseDeadline });

/** POST /paper/review-extension/{paperId} */
export const reviewExtensionAnswer = reviewExtension;

const reviewExtensionEntry = reviewExtension.extend({
  reviewer_name: z.string(),
  reviewer_email: z.string(),
  granted_at: z.string(),
});

/** GET /paper/review-extensions/{paperId} */
export const reviewExtensionsAnswer = z.array(reviewExtensionEntry);

/** POST /paper/decline-review/{paperId} */
export const reviewDeclinedAnswer = z.strictObject({ paper_id: z.number() });

/** POST /conference/review-reminder/{confId} */
export const reminderOutcomeAnswer = z.strictObject({
  preview: z.boolean(),
  mails: z.array(
    z.strictObject({
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      reviewer_id: z.number(),
      paper_ids: z.array(z.number()),
    }),
  ),
  queued: z.number(),
});

type _Agrees = [
  Assert<Same<z.output<typeof reviewPhaseAnswer>, ReviewPhaseInfo>>,
  Assert<Same<z.output<typeof reviewAttachmentAnswer>, ReviewAttachmentInfo>>,
  Assert<Same<z.output<typeof reviewPaperPhase>, ReviewPaperPhase>>,
  Assert<Same<z.output<typeof reviewExtension>, ReviewExtension>>,
  Assert<Same<z.output<typeof reviewExtensionEntry>, ReviewExtensionEntry>>,
  Assert<Same<z.output<typeof reminderOutcomeAnswer>, ReminderOutcome>>,
  Assert<Same<z.output<typeof reviewDeclinedAnswer>, ReviewDeclined>>,
];
