import type { Topic } from "./topics.js";
import type { TagVisibility } from "../search/tagNames.js";
// What GET /paper/all/{id}/{0|1} and GET /paper/{id} answer: one declaration for the server's
// shaping code (apps/api/src/features/papers/shape.ts) and the web app.
import type { ReviewingModel } from "../rules/conflicts.js";
import type { ReviewField } from "../schemas/reviewForm.js";

/** An author entry of a paper (paper_author_data). */
export interface PaperAuthor {
  id: number;
  paper_id: number;
  author_first_name: string;
  author_last_name: string;
  author_email: string;
  user_id: number | null;
  /**
   * The linked account confirmed the listing: only then is it an author with rights.
   * false on a row linked to an account that has not confirmed yet, and on a row no account
   * claimed yet ("awaiting confirmation" on the screens).
   */
  confirmed: boolean;
  /** 1 for the author who presents the paper (author_selecting_presenter) */
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
  /** the review's answers by field key, cut to the fields the caller may read */
  answers: Record<string, number | string | boolean | null>;
  /** the version of the review form it was written against (0: the default form) */
  form_version: number;
  /** the definitions of the fields of its form version the caller may read; GET /paper/{id} only (policy ReviewerDataOptions), never in the paper lists */
  fields?: ReviewField[];
  /** chairs only: first submitted after the soft review deadline (policy isLateReview) */
  late?: boolean;
  /** chairs only: the review is a subreviewer's, approved by the assigned reviewer */
  by_subreviewer?: boolean;
}

/** What the caller may do with the paper (the server's policy answers; the screens show or hide buttons). */
export interface PaperActions {
  edit: boolean;
  authors: boolean;
  withdraw: boolean;
  block: boolean;
  mail_authors: boolean;
  final_review: boolean;
  /** the Conflicts dialog; when the server leaves it out, the chair-side rule of All Papers applies */
  conflicts?: boolean;
  /** the caller may mark the presenter (POST /paper/presenter; author_selecting_presenter = 1) */
  presenter?: boolean;
}

/** A file in one of the conference's extra file slots; GET /paper/extra-file/{paperId}/{slot}. */
export interface PaperExtraFile {
  slot: string;
  file_name: string | null;
  mime_type: string;
  size: number;
  url: string;
}

/** A tag on a paper as its viewer may see it: `name` with its ~ / ~~ prefix. */
export interface PaperTag {
  name: string;
  value: number | null;
  visibility: TagVisibility;
}

export interface Paper {
  id: number;
  /** the paper's topics, in the conference's order */
  topics?: Topic[];
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
  /** what a person reads as the status: the conference's decision label once decided (paperStatusText) */
  status_label: string;
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
  /** the authors' free-text "Other collaborators", on the authors' own papers */
  other_collaborators?: string | null;
  paper_reviewer_data: PaperReviewer[];
  /** answers to the chairs' extra fields that the caller may read, by field key */
  fields: Record<string, string | boolean>;
  /** the files in the conference's extra file slots (file_name null where the authors are hidden) */
  extra_files?: PaperExtraFile[];
  review_count: number;
  reviewed_count: number;
  average_evaluation: number | null;
  /**
   * the average of each score answer over the submitted reviews the caller may read, cut
   * by the form's field visibility (drafts never count); by field key, two decimals.
   */
  score_averages?: Record<string, number>;
  /** chairs only: how many of its reviews were first submitted after the soft deadline */
  late_review_count?: number;
  /** chairs only: an accepted paper's final version is "uploaded" or "missing"; null otherwise */
  camera_ready?: "uploaded" | "missing" | null;
  /** the committee's lists (All Papers, Track Papers, search): the tags the caller may see; absent for others */
  tags?: PaperTag[];
  actions: PaperActions;
}

/**
 * GET /paper/co-author-invitations: a paper that lists the caller as a co-author the caller has not
 * confirmed yet. Confirming (POST /paper/co-author-confirm/{paperId}) makes the caller
 * an author; declining (POST /paper/co-author-decline/{paperId}) takes them off the paper.
 */
export interface CoAuthorInvitation {
  paper_id: number;
  paper_sequence: number;
  paper_title: string;
  conf_id: number;
  event_name: string;
  acronym_title: string;
  track_name: string;
  /** who submitted the paper, so the invitee knows who listed them */
  submitter_first_name: string;
  submitter_last_name: string;
  created_at: string;
}

/** POST /paper/author-assign/{paperId}: the row as added, with only what the caller typed or already knows. */
/**
 * POST /paper/author-assign: what the caller typed, never anything of a picked account. Picked by
 * id (author_id), the names and email are null and user_id is the id the caller sent.
 */
export interface AddedAuthor extends Omit<PaperAuthor, "author_first_name" | "author_last_name" | "author_email"> {
  author_first_name: string | null;
  author_last_name: string | null;
  author_email: string | null;
  country: string;
  affiliation: string;
}

/** GET /paper/{paperId}: the paper with its extra files and its file's name for download. */
export interface PaperDetail extends Paper {
  extra_files: PaperExtraFile[];
  /** the file itself as base64 (null without a file) */
  paper_file_data: string | null;
  /** what the download is called ("<paper_sequence>.<ext>"), null without a file */
  paper_file_download_name: string | null;
}

/** POST /paper and POST /paper/update: the paper saved. */
export interface PaperSaved {
  id: number;
  paper_sequence: number;
}

/** POST /paper/status-action/{paperId}: the paper's new status (blocked 25 or withdrawn 30, or back). */
export interface PaperStatusChanged {
  id: number;
  status: number;
}

/** POST /paper/author-mail/{paperId}: how many authors were mailed; a dry run also lists them. */
export interface AuthorMailSent {
  sent: number;
  sender_email: string;
  /** the dry run's recipients */
  to?: string[];
}
