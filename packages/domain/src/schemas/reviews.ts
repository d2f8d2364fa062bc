import { z } from "zod";
import {
  DECIDED_STATUSES,
  DECISIONS,
  PAPER_STATUS,
  REPORT_FILTERS,
  REVIEWER_CONFIDENCES,
  REVIEWER_EVALUATIONS,
} from "../options/papers.js";
import { oneLineText, requiredText } from "./common.js";

// Request schemas of the reviews feature (reviews, final decisions, notifications, reports), and the
// two paper-state rules the Review Papers and All Papers screens share with the server.

const REMARKS_MAX = 20_000;

/** A number from a select (JSON number or a string of digits) that must be one of `values`. */
const oneOf = (label: string, values: readonly number[]) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be a number.`) })
      .refine((n) => values.includes(n), `${label} must be one of ${[...values].sort((a, b) => b - a).join(", ")}.`),
  );

export const EVALUATION_VALUES: readonly number[] = REVIEWER_EVALUATIONS.map((e) => e.value);
export const CONFIDENCE_VALUES: readonly number[] = REVIEWER_CONFIDENCES.map((c) => c.value);

export const addReviewSchema = z.object({
  reviewer_evaluation: oneOf("Evaluation", EVALUATION_VALUES),
  reviewer_confidence: oneOf("Confidence", CONFIDENCE_VALUES),
  reviewer_remarks: requiredText("Remarks", REMARKS_MAX),
  // Optional: absent, null and blank all mean "no confidential remarks".
  reviewer_confidential_remarks: z
    .string({ error: "Confidential remarks must be text." })
    .trim()
    .max(REMARKS_MAX, `Confidential remarks must be at most ${REMARKS_MAX} characters.`)
    .nullish()
    .transform((v) => v ?? ""),
});

export const finalReviewSchema = z.object({
  decision: z.enum(DECISIONS, { error: `Decision must be one of ${DECISIONS.join(", ")}.` }),
  final_decision_remark: requiredText("Final decision remark", REMARKS_MAX),
});

/** The mail an author receives: heading is the subject, message the plain-text body. */
export const notificationTemplateSchema = z.object({
  heading: oneLineText("Heading", 255),
  message: requiredText("Message", 50_000),
});

export const REPORT_FILTER_VALUES: readonly number[] = REPORT_FILTERS.map((f) => f.value);

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
    // a mail to many authors names its filter explicitly; no default "all papers" (issue 15)
    status: z
      .unknown()
      .refine((v) => v !== undefined && v !== null && v !== "", "status is required: choose which papers' authors to notify.")
      .pipe(reportStatusField),
    heading: z.string().trim().max(255, "Heading must be at most 255 characters.").optional().default(""),
    message: z.string().trim().max(50_000, "Message must be at most 50000 characters.").optional().default(""),
  })
  .refine((v) => (v.heading === "") === (v.message === ""), {
    message: "Give both a heading and a message, or neither to use each paper's decision template.",
    path: ["message"],
  });

export const NOTIFICATION_PLACEHOLDERS = ["{paper_number}", "{paper_title}", "{decision}", "{conference}"] as const;

export const reviewPapersQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a number." }).int().min(1, "page must be at least 1.").max(1_000_000).optional().default(1),
  // The spec's review list fetches 5000 per page.
  per_page: z.coerce.number({ error: "per_page must be a number." }).int().min(1).max(5000, "per_page must be at most 5000.").optional().default(5000),
});

/** Reviews are taken while a paper is neither blocked, withdrawn nor decided. */
export function paperAcceptsReviews(status: number): boolean {
  return status !== PAPER_STATUS.BLOCKED && status !== PAPER_STATUS.WITHDRAWN && !DECIDED_STATUSES.includes(status);
}

/** A final decision needs a paper file and a paper that is neither withdrawn nor blocked. */
export function paperAcceptsDecision(status: number, hasFile: boolean): boolean {
  return hasFile && status !== PAPER_STATUS.BLOCKED && status !== PAPER_STATUS.WITHDRAWN;
}

export type AddReviewInput = z.infer<typeof addReviewSchema>;
export type FinalReviewInput = z.infer<typeof finalReviewSchema>;
export type NotificationTemplateInput = z.infer<typeof notificationTemplateSchema>;
export type NotificationJobInput = z.infer<typeof notificationJobSchema>;
export type ReviewPapersQuery = z.infer<typeof reviewPapersQuerySchema>;
