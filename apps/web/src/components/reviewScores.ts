import type { PaperReviewer, ReviewField } from "@symposia/domain";

/**
 * The average of one score field over a paper's submitted reviews the caller may see (their
 * `answers`), rounded to two places; null when none answered it. Drafts never reach the client.
 */
export function scoreAverage(field: ReviewField, reviews: readonly PaperReviewer[]): number | null {
  const values = reviews
    .filter((r) => r.reviewed_at !== null)
    .map((r) => r.answers?.[field.key])
    .filter((v): v is number => typeof v === "number");
  return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : null;
}
