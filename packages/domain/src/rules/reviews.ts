import type { AddReviewInput } from "../schemas/reviews.js";

// The reviews feature's rules that need no schema: the answers of an add-review body, the report
// filters' values and the placeholders of a bulk notification.

/** The answers of an add-review body: the spec's four top-level fields, then `answers` (which wins). */
export function answersOfReviewBody(body: AddReviewInput): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const key of [
    "reviewer_evaluation",
    "reviewer_confidence",
    "reviewer_remarks",
    "reviewer_confidential_remarks",
  ] as const) {
    if (body[key] !== undefined) merged[key] = body[key];
  }
  return { ...merged, ...(body.answers ?? {}) };
}

/** Placeholders a bulk notification's heading and message may use; the server fills them per paper. */
export const NOTIFICATION_PLACEHOLDERS = ["{paper_number}", "{paper_title}", "{decision}", "{conference}"] as const;
