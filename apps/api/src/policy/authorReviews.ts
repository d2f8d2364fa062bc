// When the authors of a paper read its reviews: once they are released (decided, and the
// conference allows it), and during the authors' response window. GET /paper/{id},
// the paper lists and GET /paper/response all ask authorsSeeReviews (through reviewerDataFor), so
// the window opens and closes the reviews for the authors in one place; what they then read is
// reviewsForAuthors (papers.ts). Times are wall-clock times in the conference's deadline time zone.
import { DECIDED_STATUSES, PAPER_STATUS, zonedTimeToUtc } from "@symposia/domain";
import type { PaperFacts, PaperViewer, ResponseWindowFacts, ReviewVisibilityFacts } from "./facts.js";
export type { ResponseWindowFacts } from "./facts.js";

const instant = (local: string | null | undefined, zone: string): Date | null => {
  const raw = local?.trim();
  if (!raw) return null;
  try {
    return zonedTimeToUtc(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw} 23:59:59` : raw, zone);
  } catch {
    return null;
  }
};

/** The window as instants; open from start (inclusive) to end (exclusive). No start or end: no response phase. */
export function responseWindow(
  conf: ResponseWindowFacts,
  now = new Date(),
): { start: Date | null; end: Date | null; open: boolean; closed: boolean } {
  const zone = conf.timezone_for_deadline || "UTC";
  const start = instant(conf.author_response_start, zone);
  const end = instant(conf.author_response_end, zone);
  const open = start !== null && end !== null && start.getTime() <= now.getTime() && now.getTime() < end.getTime();
  return { start, end, open, closed: end !== null && now.getTime() >= end.getTime() };
}

/** A withdrawn or blocked paper has no response phase. */
export const paperTakesResponse = (paper: Pick<PaperFacts, "status">): boolean =>
  paper.status !== PAPER_STATUS.WITHDRAWN && paper.status !== PAPER_STATUS.BLOCKED;

/** Are the reviews of this paper released to its authors: decided, and the conference allows it. */
export function reviewsReleasedToAuthors(
  paper: Pick<PaperFacts, "status">,
  conf: Pick<ReviewVisibilityFacts, "are_track_chairs_allowed_reviews_to_authors">,
): boolean {
  return conf.are_track_chairs_allowed_reviews_to_authors === 1 && DECIDED_STATUSES.includes(paper.status);
}

/** The authors read the reviews during the response window (and, as before, once released). */
export function authorsSeeReviews(
  viewer: Pick<PaperViewer, "isAuthor">,
  paper: Pick<PaperFacts, "status">,
  conf: ResponseWindowFacts & Pick<ReviewVisibilityFacts, "are_track_chairs_allowed_reviews_to_authors">,
  now = new Date(),
): boolean {
  if (!viewer.isAuthor) return false;
  return reviewsReleasedToAuthors(paper, conf) || (paperTakesResponse(paper) && responseWindow(conf, now).open);
}
