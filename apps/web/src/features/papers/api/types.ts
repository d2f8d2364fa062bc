// What GET /paper/all and GET /paper/{id} answer (apps/api/src/features/papers/shape.ts).

export interface PaperAuthor {
  id: number;
  paper_id: number;
  author_first_name: string;
  author_last_name: string;
  author_email: string;
  user_id: number | null;
}

/** Identity fields are null where the caller may not know the reviewer. */
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
  has_file: boolean;
  paper_file_path: string | null;
  paper_file_mime_type: string | null;
  paper_file_url: string | null;
  paper_author_data?: PaperAuthor[];
  /** the authors' free-text "Other collaborators" (issue 14), on the authors' own papers */
  other_collaborators?: string | null;
  paper_reviewer_data: PaperReviewer[];
  review_count: number;
  reviewed_count: number;
  average_evaluation: number | null;
  actions: PaperActions;
}

export interface PaperListQuery {
  param_search?: string;
  order_by: "paper_sequence" | "paper_title";
  order_type: "asc" | "desc";
  per_page: number;
  page: number;
  created_by?: boolean;
  status?: number;
}
