// Answers of the review-discussion calls (discussion, meta-review, response, subreviews).
import type { CommentVisibility } from "../rules/discussion.js";
import type { ReviewAnswers, ReviewForm } from "../rules/reviewForm.js";
import type { ReviewField } from "../schemas/reviewForm.js";

export interface DiscussionComment {
  id: number;
  paper_id: number;
  /** null when the caller may not know who wrote it */
  author_id: number | null;
  /** a name, "Reviewer B", "Subreviewer of Reviewer B" or "Chair" */
  author_name: string;
  author_role: "chair" | "reviewer" | "subreviewer";
  visibility: CommentVisibility;
  comment: string;
  comment_format: "text" | "html";
  created_at: string;
  updated_at: string;
  edited: boolean;
  mine: boolean;
  can_edit: boolean;
}

export interface DiscussionThread {
  paper_id: number;
  in_discussion: boolean;
  can_comment: boolean;
  can_pin: boolean;
  /** may the caller post a chairs-only comment */
  can_post_chairs_only: boolean;
  discussion_mail: boolean;
  comments: DiscussionComment[];
}

/** POST /paper/discussion-pin/{paperId} */
export interface DiscussionPinResult {
  paper_id: number;
  in_discussion: boolean;
}

/** POST /paper/discussion-mail/{paperId}: the caller's discussion mails for the paper's conference. */
export interface DiscussionMailSetting {
  conf_id: number;
  discussion_mail: boolean;
}

export interface MetaReviewAnswer {
  paper_id: number;
  lead_user_id: number | null;
  lead_name: string | null;
  meta_review: string | null;
  recommendation: string | null;
  submitted_at: string | null;
  can_write: boolean;
  can_choose_lead: boolean;
  recommendations: string[];
}

/** POST /paper/lead/{paperId} */
export interface LeadReviewerChosen {
  paper_id: number;
  lead_user_id: number;
}

/** POST /paper/meta-review/{paperId}: updated when it replaced one submitted before. */
export interface MetaReviewWritten {
  paper_id: number;
  recommendation: string;
  submitted_at: string;
  updated: boolean;
}

export interface ResponseReview {
  id: number;
  /** the reviewer's account, only to those who may know it (chairs; PC when names are visible) */
  user_id: number | null;
  reviewer_name: string | null;
  reviewer_evaluation: number | null;
  reviewer_confidence: number | null;
  reviewer_remarks: string | null;
  /** the answers on the conference's form the caller may read (authors: fields meant for them), as GET /paper/{id} gives them */
  answers: ReviewAnswers;
  /**
   * the definitions of the fields of the review's form version that the caller may read
   * (labels, scale labels, the form's order), cut by the same rule as `answers`: authors, who
   * cannot read the form, learn the labels of the fields meant for them and no other.
   */
  fields: ReviewField[];
}

export interface ResponseAnswer {
  paper_id: number;
  response: string | null;
  updated_at: string | null;
  window: { start: string | null; end: string | null; timezone: string; open: boolean; max_words: number | null };
  can_respond: boolean;
  /** the reviews as the caller may read them beside the response */
  reviews: ResponseReview[];
  /** chairs: the reviews as they were when the first response arrived */
  before_response: ResponseReview[] | null;
}

/** POST /paper/response/{paperId}: updated when it replaced an earlier response. */
export interface ResponseSubmitted {
  paper_id: number;
  updated: boolean;
  updated_at: string;
  words: number;
}

/** POST /paper/response-mail/{confId}: the mails queued (none for a preview), the first of them and the texts used. */
export interface ResponseMailOutcome {
  preview: boolean;
  papers: number;
  recipients: number;
  queued: number;
  sample: { to: string; subject: string; text: string } | null;
  heading: string;
  message: string;
}

export interface DiscussionSummaryItem {
  paper_id: number;
  in_discussion: boolean;
  comments: number;
  new_comments: number;
  score_spread: number | null;
  disagreement: boolean;
  lead_user_id: number | null;
  recommendation: string | null;
}

/**
 * requested: invited, nothing written; draft: saved, not yet sent to the asker; awaiting_email: the
 * named address belongs to an account whose owner has not proven it, so the request is held (no
 * access to the paper) and becomes requested when the owner verifies.
 */
export type SubreviewStatus = "awaiting_email" | "requested" | "draft" | "submitted" | "approved" | "returned";

/** The words a screen shows for a subreview's status (the asker's and the subreviewer's lists). */
export const SUBREVIEW_STATUS_LABELS: Record<SubreviewStatus, string> = {
  awaiting_email: "Awaiting email verification",
  requested: "Invited",
  draft: "Draft",
  submitted: "Submitted",
  returned: "Sent back",
  approved: "Approved",
};

export interface SubreviewAnswer {
  id: number;
  paper_id: number;
  paper_sequence: number;
  paper_title: string;
  status: SubreviewStatus;
  /** the subreviewer (to the asker and chairs) */
  subreviewer: { id: number; first_name: string; last_name: string; email: string } | null;
  /** who asked (to the subreviewer: "your reviewer"; to chairs: the name) */
  requested_by_name: string | null;
  /** the answers on the conference's form; null while nothing was sent (a draft is the subreviewer's alone) */
  answers: ReviewAnswers | null;
  /** the form the answers are read with (their version), or the current form to write on */
  form: ReviewForm;
  submitted_at: string | null;
  decided_at: string | null;
  can_write: boolean;
  can_decide: boolean;
}

/** POST /paper/subreviewer/{paperId}: the request, held (awaiting_email) until the person proves their address. */
export interface SubreviewRequested {
  id: number;
  paper_id: number;
  subreviewer_id: number;
  status: "awaiting_email" | "requested";
  account_created: boolean;
}

/** POST /paper/subreview/{subreviewId}: a draft saved or the subreview sent to the asker. */
export type SubreviewWritten =
  { id: number; status: "draft"; saved_at: string } | { id: number; status: "submitted"; submitted_at: string };

/** POST /paper/subreview-approve/{subreviewId} */
export interface SubreviewApproved {
  id: number;
  status: "approved";
  reviewed_at: string;
}

/** POST /paper/subreview-return/{subreviewId} */
export interface SubreviewReturned {
  id: number;
  status: "returned";
}

export interface SubreviewPaper extends SubreviewAnswer {
  abstract: string | null;
  keywords: string | null;
  track_name: string;
  has_file: boolean;
  /** null when the subreviewer may not know the authors */
  authors: { first_name: string; last_name: string; affiliation: string | null }[] | null;
}
