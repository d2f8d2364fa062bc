// The facts the paper rules read, shared by papers.ts and authorReviews.ts (kept apart so that
// neither imports the other).
import type { ConferenceAccess } from "./conferenceAccess.js";

export interface ResponseWindowFacts {
  author_response_start: string | null;
  author_response_end: string | null;
  timezone_for_deadline: string | null;
}

export interface PaperFacts {
  id: number;
  conf_id: number;
  track_id: number;
  status: number;
  created_by: number;
}

/**
 * The conference settings that decide who sees which review and who knows the authors,
 * with the authors' response window, during which the authors read the reviews too.
 */
export interface ReviewVisibilityFacts extends ResponseWindowFacts {
  are_reviewier_names_visible_to_pc: number;
  access_to_reviews_by_ordinary_pc_members: number;
  are_track_chairs_allowed_reviews_to_authors: number;
  reviewing_model: string | null;
}

/** The caller's relation to one paper (access/paper.ts loads it). */
export interface PaperViewer {
  access: ConferenceAccess;
  /** the submitter, or an author row linked to the caller that the caller confirmed (isPaperAuthor) */
  isAuthor: boolean;
  /** the caller has a review assignment on this paper */
  isAssignedReviewer: boolean;
  /** policy/conflicts.ts ConflictIndex.isConflicted for the caller and this paper (an author is, too) */
  isConflicted: boolean;
}
