import { z } from "zod";
import { REPORT_FILTER_VALUES } from "../options/papers.js";
import { oneLineText, requiredText } from "./common.js";

// Request schemas of the reviews feature (reviews, final decisions, notifications, reports). The two
// paper-state rules the Review Papers and All Papers screens share with the server are in
// ../rules/paperStatus.ts.

const REMARKS_MAX = 20_000;

/**
 * POST /paper/add-review/{paperId}: the spec's four fields (still the whole contract on the default
 * form) and, on any form, `answers: { key: value }`. Only the shape is checked here; the answers are
 * checked against the conference's form by validateReviewAnswers (../rules/reviewForm.ts), on the server and
 * in the review dialog alike. `draft: true` saves without the required fields and word limits.
 */
export const addReviewSchema = z.object({
  reviewer_evaluation: z.unknown().optional(),
  reviewer_confidence: z.unknown().optional(),
  reviewer_remarks: z.unknown().optional(),
  reviewer_confidential_remarks: z.unknown().optional(),
  answers: z
    .record(z.string(), z.unknown(), { error: "answers must be an object of field keys and values." })
    .optional(),
  draft: z.boolean({ error: "draft must be true or false." }).optional().default(false),
});

/** POST /paper/final-review: the shape only; finalReviewSchemaFor checks the label against the conference's list. */
export const finalReviewSchema = z.object({
  decision: z.unknown(),
  final_decision_remark: z.unknown(),
});

/** The final decision against a decision list (decisions.ts): the Final Review dialog and the server. */
export function finalReviewSchemaFor(labels: readonly string[]) {
  return z.object({
    decision: z
      .string({ error: "Decision is required." })
      .refine((d) => labels.includes(d), `Decision must be one of ${labels.join(", ")}.`),
    final_decision_remark: requiredText("Final decision remark", REMARKS_MAX),
  });
}

/** The mail an author receives: heading is the subject, message the plain-text body. */
export const notificationTemplateSchema = z.object({
  heading: oneLineText("Heading", 255),
  message: requiredText("Message", 50_000),
});

export const reportStatusField = z.preprocess(
  (v) => (v === undefined || v === "" ? 1000 : typeof v === "string" ? Number(v) : v),
  z.number({ error: "status must be a number." }).refine((n) => REPORT_FILTER_VALUES.includes(n), {
    message: `status must be one of ${REPORT_FILTER_VALUES.join(", ")}.`,
  }),
);

export const reportQuerySchema = z.object({ status: reportStatusField });

/**
 * Bulk notification to the authors of every paper in a report filter. Without heading and message
 * each paper gets the template of its own decision; with them every paper gets that text, in which
 * the placeholders of NOTIFICATION_PLACEHOLDERS are filled in per paper.
 */
export const notificationJobSchema = z
  .object({
    // a mail to many authors names its filter explicitly; no default "all papers"
    status: z
      .unknown()
      .refine(
        (v) => v !== undefined && v !== null && v !== "",
        "status is required: choose which papers' authors to notify.",
      )
      .pipe(reportStatusField),
    heading: z.string().trim().max(255, "Heading must be at most 255 characters.").optional().default(""),
    message: z.string().trim().max(50_000, "Message must be at most 50000 characters.").optional().default(""),
    // true: no job and no mail; the answer counts the papers and the mails the server would send
    preview: z
      .preprocess((v) => v === true || v === 1 || v === "1" || v === "true", z.boolean())
      .optional()
      .default(false),
  })
  .refine((v) => (v.heading === "") === (v.message === ""), {
    message: "Give both a heading and a message, or neither to use each paper's decision template.",
    path: ["message"],
  });

export const reviewPapersQuerySchema = z.object({
  page: z.coerce
    .number({ error: "page must be a number." })
    .int()
    .min(1, "page must be at least 1.")
    .max(1_000_000)
    .optional()
    .default(1),
  // The spec's review list fetches 5000 per page.
  per_page: z.coerce
    .number({ error: "per_page must be a number." })
    .int()
    .min(1)
    .max(5000, "per_page must be at most 5000.")
    .optional()
    .default(5000),
});

export type AddReviewInput = z.infer<typeof addReviewSchema>;
export type FinalReviewInput = z.infer<ReturnType<typeof finalReviewSchemaFor>>;
export type NotificationTemplateInput = z.infer<typeof notificationTemplateSchema>;
export type NotificationJobInput = z.infer<typeof notificationJobSchema>;
export type ReviewPapersQuery = z.infer<typeof reviewPapersQuerySchema>;
