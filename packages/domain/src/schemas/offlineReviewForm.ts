import { z } from "zod";
import { OFFLINE_FORM_MAX_CHARS } from "../rules/offlineReviewForm.js";

// The upload and download requests of the plain-text offline review form (../rules/offlineReviewForm.ts).

/** POST /paper/offline-review-form/{confId}: the filled-in file's text. */
export const offlineReviewUploadSchema = z.object({
  text: z
    .string({ error: "text is required: the content of the filled-in form." })
    .min(1, "The file is empty.")
    .max(OFFLINE_FORM_MAX_CHARS, `The file must be at most ${OFFLINE_FORM_MAX_CHARS} characters.`),
  /** save every paper of the file as a draft instead of submitting it */
  draft: z.boolean({ error: "draft must be true or false." }).optional().default(false),
});

/** GET /paper/offline-review-form/{confId}?paper_id=: one paper, or all the caller's papers. */
export const offlineReviewDownloadQuery = z.object({
  paper_id: z.coerce
    .number({ error: "paper_id must be a number." })
    .int()
    .positive("paper_id must be a paper's id.")
    .optional(),
});
