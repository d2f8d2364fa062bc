// What the review, report and notification calls answer (apps/api/src/features/reviews).

/** The caller's own entry in the spec's paper reviewer shape. */
export interface MyReview {
  id: number;
  paper_id: number;
  first_name: string;
  last_name: string;
  email: string;
  reviewer_evaluation: number | null;
  reviewer_confidence: number | null;
  reviewer_remarks: string;
  reviewer_confidential_remarks: string;
  reviewed_at: string | null;
  /** every answer of the submitted review, by field key */
  answers: Record<string, number | string | boolean | null>;
  form_version: number;
  /** the caller's unsubmitted draft, if any */
  draft: { answers: Record<string, number | string | boolean | null>; form_version: number; saved_at: string } | null;
}

/** GET /conference/review-form/{confId}. */
export interface ReviewFormAnswer {
  version: number;
  fields: import("../schemas/reviewForm.js").ReviewField[];
  reviews_with_answers: number;
  can_edit: boolean;
}

/** GET /conference/decisions/{confId}. */
export interface DecisionsAnswer {
  decisions: { label: string; outcome: "accept" | "reject" | "none"; papers: number }[];
  can_edit: boolean;
}

/** GET /paper/review-history/{paperId}/{reviewerId}. */
export interface ReviewHistory {
  paper_id: number;
  reviewer_id: number;
  versions: {
    version: number;
    form_version: number;
    submitted_at: string;
    answers: Record<string, number | string | boolean | null>;
    fields: import("../schemas/reviewForm.js").ReviewField[];
  }[];
}

/** An item of GET /paper/review-papers/{confId}. */
export interface ReviewPaper {
  id: number;
  paper_sequence: number;
  paper_title: string;
  keywords: string;
  abstract: string;
  track_id: number;
  track_name: string;
  status: number;
  status_label: string;
  has_file: boolean;
  /** the server's answer to "may I review this paper now" */
  can_review: boolean;
  my_review: MyReview | null;
}

/** GET /paper/{accepted|rejected}-paper-email-tamplate/{paperId}. */
export interface NotificationTemplate {
  heading: string;
  message: string;
}

/** An item of GET /paper/report-counts/{confId}. */
export interface ReportCount {
  status: number;
  label: string;
  count: number;
}

/** POST /paper/notification-jobs/{confId} and GET /paper/notification-jobs/{jobId}. */
export interface NotificationJob {
  id: number;
  conf_id: number;
  status: number;
  status_label: string;
  state: "queued" | "running" | "done" | "failed";
  total: number;
  processed: number;
  mails_queued: number;
  progress: number;
  uses_decision_templates: boolean;
  created_at: string;
  finished_at: string | null;
  last_error: string | null;
}

/** GET /paper/report-charts/{confId}. */
export interface ReportCharts {
  status_labels: string[];
  papers_per_track: { track_id: number; track_name: string; counts: Record<string, number> }[];
  decisions: { decision: string; count: number }[];
  review_progress: {
    assigned: number;
    submitted: number;
    per_track: { track_id: number; track_name: string; assigned: number; submitted: number }[];
  };
  /** per field of the current review form: answered count, average (score fields) and distribution */
  review_fields: {
    key: string;
    label: string;
    type: "score" | "text" | "select" | "checkbox";
    answered: number;
    average: number | null;
    distribution: { value: string | number | boolean; label: string; count: number }[];
  }[];
}

/** POST /paper/add-review/{paperId}: a draft kept, or a review submitted (a new version). */
export type ReviewSaved =
  | { draft: true; updated: boolean; reviewed_at: string | null; draft_saved_at: string; form_version: number }
  | { draft: false; updated: boolean; reviewed_at: string; form_version: number; review_version: number };

/** POST /paper/offline-review-form/{confId}: what happened to each paper of the uploaded form. */
export interface OfflineUploadResult {
  saved: number;
  refused: number;
  results: { paper_id: number; saved: boolean; message: string; errors: Record<string, string[]> }[];
}

/** POST /paper/final-review/{paperId}. */
export interface FinalDecisionSaved {
  id: number;
  decision: string;
  outcome: "accept" | "reject" | "none";
  final_decision_remark: string;
  status: number;
  status_label: string;
}

/** POST /paper/accepted-paper-email-tamplate/{paperId}: how many authors were sent the mail. */
export interface NotificationSent {
  recipients: number;
}

/** POST /paper/notification-jobs/{confId} with `preview: true`: what a job on the filter would send. */
export interface NotificationJobPreview {
  preview: true;
  status: number;
  status_label: string;
  papers: number;
  /** mails: one per author of each paper */
  recipients: number;
  uses_decision_templates: boolean;
}

/** POST /conference/review-form/{confId}: the form now current (a new version when it changed). */
export interface ReviewFormSaved {
  changed: boolean;
  version: number;
  fields: import("../schemas/reviewForm.js").ReviewField[];
}

/** POST /conference/decisions/{confId}: the conference's decision list as saved. */
export interface DecisionsSaved {
  decisions: { label: string; outcome: "accept" | "reject" | "none" }[];
}
