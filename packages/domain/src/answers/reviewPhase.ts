// What the review-phase calls answer (apps/api/src/features/reviewPhase).

/** A deadline as stored (wall clock in the deadline zone) and as the UTC instant the server enforces. */
export interface PhaseDeadline {
  /** "YYYY-MM-DD HH:mm" in `timezone` */
  local: string;
  timezone: string;
  /** ISO UTC instant */
  at: string;
}

/** GET /conference/review-phase/{confId}: what the reviewer's list and the review dialog show. */
export interface ReviewPhaseInfo {
  conf_id: number;
  /** permit_pc_members_to_enter_reviews */
  reviewing_open: boolean;
  /** why reviews are refused now for everyone (closed, hard deadline passed), or null */
  closed_reason: string | null;
  review_deadline: PhaseDeadline | null;
  review_hard_deadline: PhaseDeadline | null;
  /** the conference's instructions to reviewers as sanitised HTML ("" when none) */
  instructions_html: string;
  attachments_allowed: boolean;
  date_format: string | null;
}

/** Review-phase facts of one item of GET /paper/review-papers/{confId} (added to the item). */
export interface ReviewPaperPhase {
  /** the caller's own hard deadline for this paper when a chair extended it */
  extended_until: PhaseDeadline | null;
  /** why the review button is not offered, when the paper itself would take a review */
  review_closed_reason: string | null;
  /** the caller's review was submitted after the soft review deadline */
  review_late: boolean;
  /** the caller is assigned and has not submitted: they may decline */
  can_decline: boolean;
  /** the caller's review attachment, if any */
  attachment: ReviewAttachmentInfo | null;
}

export interface ReviewAttachmentInfo {
  id: number;
  paper_id: number;
  reviewer_id: number;
  file_name: string;
  mime_type: string;
  size: number;
  uploaded_at: string;
  /** path under the API base to download it */
  url: string;
}

/** One mail of POST /conference/review-reminder/{confId}, exactly as queued. */
export interface ReminderMail {
  to: string;
  subject: string;
  text: string;
  reviewer_id: number;
  paper_ids: number[];
}

export interface ReminderOutcome {
  preview: boolean;
  mails: ReminderMail[];
  /** mails written to the outbox (0 for a preview) */
  queued: number;
}

export interface ReviewExtension {
  paper_id: number;
  reviewer_id: number;
  deadline: PhaseDeadline;
}

/** One extension of GET /paper/review-extensions/{paperId} (chairs of the paper). */
export interface ReviewExtensionEntry extends ReviewExtension {
  reviewer_name: string;
  reviewer_email: string;
  /** ISO UTC instant the extension was (last) granted */
  granted_at: string;
}

/** An item of GET /paper/review-papers/{confId} with its review-phase facts. */
export type ReviewPaperWithPhase = import("./reviews.js").ReviewPaper & ReviewPaperPhase;

/** POST /paper/decline-review/{paperId}. */
export interface ReviewDeclined {
  paper_id: number;
}

/** GET /paper/review-papers/{confId}: a page of the caller's papers to review, with the review phase of each. */
export interface ReviewPapersPage {
  data: ReviewPaperWithPhase[];
  total: number;
  /** present when the chairs have not released the assignments yet (the list is then empty) */
  assignments_hidden?: true;
}
