// What GET /paper/all/{id}/{0|1} and GET /paper/{id} answer: one declaration for the server's
// shaping code (apps/api/src/features/papers/shape.ts) and the web app.
import type { ReviewingModel } from "../schemas/conflicts.js";

/** An author entry of a paper (paper_author_data). */
export interface PaperAuthor {
  id: number;
  paper_id: number;
  author_first_name: string;
  author_last_name: string;
  author_email: string;
  user_id: number | null;
  /** issue 19: 1 for the author who presents the paper (author_selecting_presenter) */
  is_presenter: number;
}

/** A reviewer entry (paper_reviewer_data): identity fields are null where the caller may not know the reviewer. */
export interface PaperReviewer {
  id: number;
  paper_id: number;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  reviewer_evaluation: number | null;
  reviewer_confidence: number | null;
  reviewer_remarks: string | null;
  reviewer_confidential_remarks: string | null;
  reviewed_at: string | null;
}

/** What the caller may do with the paper (the server's policy answers; the screens show or hide buttons). */
export interface PaperActions {
  edit: boolean;
  authors: boolean;
  withdraw: boolean;
  block: boolean;
  mail_authors: boolean;
  final_review: boolean;
  /** the Conflicts dialog (issue 14); when the server leaves it out, the chair-side rule of All Papers applies */
  conflicts?: boolean;
}

export interface Paper {
  id: number;
  paper_sequence: number;
  paper_title: string;
  keywords: string;
  abstract: string;
  status: number;
  track_id: number;
  track_name: string;
  conf_id: number;
  /** null (and the authors absent) where the caller may not know the authors (Double-blind) */
  created_by: number | null;
  decision: string;
  final_decision_remark: string;
  created_at: string;
  updated_at: string;
  has_file: boolean;
  paper_file_path: string | null;
  paper_file_mime_type: string | null;
  /** streams the file with its content type and "<paper_sequence>.<ext>" as the name */
  paper_file_url: string | null;
  /** empty (or absent) where the caller may not know the authors (Double-blind) */
  paper_author_data?: PaperAuthor[];
  /** the conference's reviewing model, so the screens can say what reviewers see */
  reviewing_model: ReviewingModel;
  /** a reviewer who already submitted a review of this paper is conflicted with it (chairs decide) */
  conflict_with_review: boolean;
  /** the authors' free-text "Other collaborators" (issue 14), on the authors' own papers */
  other_collaborators?: string | null;
  paper_reviewer_data: PaperReviewer[];
  /** issue 19: answers to the chairs' extra fields that the caller may read, by field key */
  fields: Record<string, string | boolean>;
  review_count: number;
  reviewed_count: number;
  average_evaluation: number | null;
  actions: PaperActions;
}

/** POST /paper/ and POST /paper/update. */
export interface SavedPaper {
  id: number;
  paper_sequence: number;
}
