// Row types of every table, as Kysely sees them. Timestamps are ISO-8601 UTC strings on both
// engines (sortable as text, no driver-specific date parsing); 0/1 integers stand for booleans.
import type { ColumnType, Generated, Insertable } from "kysely";

type Id = Generated<number>;
type Blob = Buffer;

export interface UsersTable {
  id: Id;
  first_name: string;
  last_name: string;
  email: string;
  /** lower-cased email; unique, so duplicates are found case-insensitively */
  email_normalized: string;
  country: string;
  affiliation: string;
  /** null: no usable password yet (created by an invitation) */
  password_hash: string | null;
  /** when the owner proved the address through a mailed link; null: not yet */
  email_verified_at: ColumnType<string | null, string | null | undefined, string | null>;
  role: string;
  status: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** 0096: a one-click answer link of a TPC invitation (single use, expiring) */
export interface TpcInvitationTokensTable {
  id: Id;
  tpc_member_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EmailVerificationTokensTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** 0016: the first administrator was made through the setup form (one row, id 1) */
export interface SetupClaimTable {
  id: number;
  user_id: number;
  created_at: string;
}

/** A fixed-window counter per key, shared by every process (http/rateLimit.ts). */
export interface RateLimitsTable {
  key: string;
  window_start: string;
  hits: number;
}

export interface MailOutboxTable {
  id: Id;
  to_address: string;
  from_address: string;
  subject: string;
  body_text: string;
  message_id: string;
  /** pending | sending | sent | logged | failed */
  status: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  /** a unique key makes a repeated enqueue (a restarted job) a no-op */
  dedupe_key: string | null;
  context_type: string | null;
  context_id: number | null;
  conf_id: number | null;
  created_at: string;
  sent_at: string | null;
}

export interface ConferencesTable {
  id: Id;
  conference_status: number;
  /** state held before a block, restored by unblock */
  status_before_block: number | null;
  created_by: number;
  /** last paper_sequence handed out; bumped inside the submission transaction */
  paper_sequence_counter: ColumnType<number, number | undefined, number>;
  logo: Blob | null;
  logo_mime_type: string | null;
  banner: Blob | null;
  banner_mime_type: string | null;
  created_at: string;
  updated_at: string;
  // every setting of the catalogue (packages/domain conferenceSettings.ts)
  event_name: string;
  acronym_title: string;
  event_web_page: string;
  start_date: string;
  end_date: string;
  your_role: string;
  estimated_no_of_submissions: number;
  primary_area_id: number;
  secondary_area_id: number;
  area_notes: string;
  other_info: string | null;
  publisher: string | null;
  series: string | null;
  geographic_focus: string | null;
  language: string | null;
  topic_focus: string | null;
  venue: string;
  city: string;
  state: string;
  country: string;
  timezone: string;
  contact_email: string;
  event_org_phone: string;
  event_organizer: string;
  event_org_web_page: string;
  date_format: string | null;
  timezone_for_deadline: string;
  timezone_for_session: string;
  last_submission_date: string | null;
  /** the authors' response window (wall-clock times in timezone_for_deadline) and word limit */
  author_response_start: string | null;
  author_response_end: string | null;
  author_response_max_words: number | null;
  nature_of_submission: string | null;
  /** wall-clock times in timezone_for_deadline */
  abstract_submission_deadline: string | null;
  submission_opening_date: string | null;
  pre_submission_abstract_allowed: ColumnType<number, number | undefined, number>;
  submission_topics: string | null;
  disable_abstract_submission_form: ColumnType<number, number | undefined, number>;
  disable_multiple_authors: ColumnType<number, number | undefined, number>;
  text_abstracts_max_length: number | null;
  submission_instructions_for_authors: string | null;
  submission_templates_for_authors: string | null;
  additional_fields_submission_form: string | null;
  file_upload_fields_submission_form: string | null;
  author_selecting_presenter: ColumnType<number, number | undefined, number>;
  new_submission_allowed: ColumnType<number, number | undefined, number>;
  submission_update_allowed: ColumnType<number, number | undefined, number>;
  automatic_submission_page_opening_or_closure: ColumnType<number, number | undefined, number>;
  is_paper_binding_enabled: ColumnType<number, number | undefined, number>;
  is_viewing_bids_of_pc_members_chairs_enabled: ColumnType<number, number | undefined, number>;
  is_assignment_submitted_papers_to_program_committee_enabled: ColumnType<number, number | undefined, number>;
  number_of_reviewers_per_paper: number | null;
  reviewing_model: string | null;
  are_reviewier_names_visible_to_pc: ColumnType<number, number | undefined, number>;
  start_menu_is: string | null;
  review_menu_is: string | null;
  permit_pc_members_to_enter_reviews: ColumnType<number, number | undefined, number>;
  leading_reviewers_can_update_metareviews: ColumnType<number, number | undefined, number>;
  access_to_reviews_by_ordinary_pc_members: ColumnType<number, number | undefined, number>;
  use_offline_review_forms: ColumnType<number, number | undefined, number>;
  review_can_have_attachments: ColumnType<number, number | undefined, number>;
  review_form: string | null;
  decisions: string | null;
  reviewer: string | null;
  instructions: string | null;
  /** 0045: "YYYY-MM-DD HH:mm" in timezone_for_deadline */
  review_deadline: ColumnType<string | null, string | null | undefined, string | null>;
  review_hard_deadline: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0045: automatic reminders this many days before review_deadline; null = none */
  review_reminder_days: ColumnType<number | null, number | null | undefined, number | null>;
  /** 0070: camera-ready uploads accepted (1) until camera_ready_deadline ("YYYY-MM-DD HH:mm" in timezone_for_deadline) */
  camera_ready_open: ColumnType<number, number | undefined, number>;
  camera_ready_deadline: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0127: a publication written with a paper's author this many years back is a detected conflict */
  conflict_coauthor_years: ColumnType<number | null, number | null | undefined, number | null>;
  use_subviewers: ColumnType<number, number | undefined, number>;
  are_submissions_anonymour_for_subreviewers: ColumnType<number, number | undefined, number>;
  permit_subreviewers_participate_in_discussion: ColumnType<number, number | undefined, number>;
  are_track_chairs_allowed_reviews_to_authors: ColumnType<number, number | undefined, number>;
  submission_web_page: string | null;
  license_expiry_date: string | null;
  event_approval_email: string | null;
  event_support_emails: string | null;
  event_management_url: string | null;
  /** 0030: bidding closes at this wall-clock time in timezone_for_deadline; null: open while bidding is enabled */
  bidding_deadline: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0030: when the assignments were released to the PC with the release mail (sent once) */
  assignments_released_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ConferencePermissionsTable {
  id: Id;
  conf_id: number;
  user_id: number;
  permission: string;
  created_at: string;
}

export interface TracksTable {
  id: Id;
  conf_id: number;
  track_name: string;
  track_short_name: string;
  track_description: string;
  created_at: string;
  updated_at: string;
}

export interface TrackChairsTable {
  id: Id;
  track_id: number;
  user_id: number;
  created_at: string;
  /** 0093: 1 while the chair's account has not proven its address (held: grants nothing) */
  awaiting_email_proof: ColumnType<number, number | undefined, number>;
}

export interface TpcMembersTable {
  id: Id;
  track_id: number;
  user_id: number;
  /** 0 invited (pending), 1 accepted member, 2 declined, 3 held until the address is proven */
  status: number;
  invited_by: number | null;
  created_at: string;
  responded_at: string | null;
  /** the tracks of one conference-level invitation share it (the id of the row whose token was mailed); null: one track */
  invitation_group: Generated<number | null>;
}

export interface OrganizingCommitteeTable {
  id: Id;
  conf_id: number;
  organizing_committee_type: number;
  /** linked user; set when added by search, or by email now or when that user registers */
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  email_normalized: string;
  country: string;
  affiliation: string;
  sequence: number;
  created_at: string;
}

export interface CfpTable {
  conf_id: number;
  cfp_details: string;
  cfp_file: Blob | null;
  cfp_file_mime_type: string | null;
  cfp_file_name: string | null;
  updated_by: number | null;
  updated_at: string;
}

export interface PapersTable {
  id: Id;
  conf_id: number;
  track_id: number;
  paper_sequence: number;
  paper_title: string;
  keywords: string;
  abstract: string;
  status: number;
  created_by: number;
  decision: string | null;
  final_decision_remark: string | null;
  created_at: string;
  updated_at: string;
  /** 0012: what the paper-list search matches, kept by database triggers (never written by code) */
  search_text: ColumnType<string, never, never>;
  /** 0020: collaborators the authors named by hand (no account to tick) */
  other_collaborators: ColumnType<string | null, string | null | undefined, string | null>;
  /** answers to the extra submission fields, JSON object text */
  submission_fields: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0121: the paper's number in the tool it was imported from (HotCRP, EasyChair) */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** File contents live apart from the paper row so lists never load them. */
export interface PaperFilesTable {
  paper_id: number;
  file_name: string;
  mime_type: string;
  size: number;
  data: Blob;
  uploaded_at: string;
}

export interface PaperAuthorsTable {
  id: Id;
  paper_id: number;
  user_id: number | null;
  first_name: string;
  last_name: string;
  email: string;
  email_normalized: string;
  country: string;
  affiliation: string;
  author_order: number;
  /** 1 once the linked account confirmed the listing (or it is the submitter's); only then an author */
  confirmed: Generated<number>;
  created_at: string;
  /** 1 for the author who presents the paper (author_selecting_presenter) */
  is_presenter: ColumnType<number, number | undefined, number>;
}

export interface PaperReviewersTable {
  id: Id;
  paper_id: number;
  user_id: number;
  assigned_by: number | null;
  assigned_at: string;
  reviewer_evaluation: number | null;
  reviewer_confidence: number | null;
  reviewer_remarks: string | null;
  reviewer_confidential_remarks: string | null;
  reviewed_at: string | null;
  /** JSON answers of the submitted review; null: a review of before forms */
  answers: string | null;
  form_version: number | null;
  /** the reviewer's unsubmitted draft, seen by nobody else */
  draft_answers: string | null;
  draft_form_version: number | null;
  draft_saved_at: string | null;
}

export interface ReviewFormVersionsTable {
  id: Id;
  conf_id: number;
  version: number;
  /** JSON list of ReviewField */
  fields: string;
  created_by: number;
  created_at: string;
}

export interface ReviewVersionsTable {
  id: Id;
  paper_reviewer_id: number;
  paper_id: number;
  user_id: number;
  version: number;
  form_version: number;
  answers: string;
  submitted_at: string;
}

export interface PaperStatusHistoryTable {
  id: Id;
  paper_id: number;
  from_status: number | null;
  to_status: number;
  reason: string | null;
  changed_by: number;
  created_at: string;
}

export interface PaperDecisionsTable {
  id: Id;
  paper_id: number;
  decision: string;
  final_decision_remark: string;
  decided_by: number;
  created_at: string;
}

export interface NotificationJobsTable {
  id: Id;
  conf_id: number;
  status_filter: number;
  state: "queued" | "running" | "done" | "failed";
  total: number;
  processed: number;
  created_by: number;
  created_at: string;
  finished_at: string | null;
  last_error: string | null;
  /** 0010: the text sent to every paper's authors; null: each paper's decision template */
  heading: string | null;
  message: string | null;
  /** 0010: papers are processed in id order; the last one finished (resume point) */
  last_paper_id: ColumnType<number, number | undefined, number>;
  /** 0010: mails actually written to the outbox (duplicates of a restarted run are not counted) */
  mails_queued: ColumnType<number, number | undefined, number>;
  /** 0010: lease of the process running the job; an expired lease lets another process resume it */
  locked_until: string | null;
}

export interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  action: string;
  entity_type: string;
  entity_id: number | null;
  conf_id: number | null;
  details: string | null;
  created_at: string;
  /** 0120: the personal API token that acted (null: a browser session or the system) */
  api_token_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** 0120: a personal API token of a script (stored hashed; revoked, never deleted) */
export interface ApiTokensTable {
  id: Id;
  user_id: number;
  name: string;
  token_hash: string;
  /** space-separated: "read" or "read write" */
  scopes: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** 0020: declared conflicts of interest and waivers of computed ones (see the migration) */
export interface PaperConflictsTable {
  id: Id;
  paper_id: number;
  user_id: number;
  conflict_type: string;
  /** author | reviewer | chair (declarations), detected | suggested (waivers) */
  source: string;
  reason: ColumnType<string, string | undefined, string>;
  waived: ColumnType<number, number | undefined, number>;
  waived_reason: string | null;
  created_by: number;
  created_at: string;
  updated_at: string;
}

/** 0045: a reviewer's own hard review deadline for one paper, granted by a chair */
export interface ReviewExtensionsTable {
  id: Id;
  paper_id: number;
  user_id: number;
  deadline: string;
  granted_by: number;
  created_at: string;
}

/** 0045: assignments a reviewer declined (the assignment row itself is removed) */
export interface ReviewDeclinesTable {
  id: Id;
  paper_id: number;
  user_id: number;
  reason: string;
  created_at: string;
}

/** 0045: one attachment per review, keyed by (paper, reviewer) */
export interface ReviewAttachmentsTable {
  id: Id;
  paper_id: number;
  user_id: number;
  file_name: string;
  mime_type: string;
  size: number;
  data: Blob;
  uploaded_at: string;
}

/** 0075: a paper's file in one of the conference's extra file slots */
export interface PaperExtraFilesTable {
  id: Id;
  paper_id: number;
  slot_key: string;
  file_name: string;
  mime_type: string;
  size: number;
  data: Blob;
  uploaded_at: string;
}

/** 0030: topics, bids, quotas, affinity and auto-assign drafts and runs */
export interface ConferenceTopicsTable {
  id: Id;
  conf_id: number;
  name: string;
  position: number;
  created_at: string;
}
export interface PaperTopicsTable {
  paper_id: number;
  topic_id: number;
}
export interface MemberTopicsTable {
  conf_id: number;
  user_id: number;
  topic_id: number;
}
export interface PaperBidsTable {
  id: Id;
  paper_id: number;
  user_id: number;
  /** yes | maybe | no */
  bid: string;
  updated_at: string;
}
export interface ReviewerQuotasTable {
  id: Id;
  track_id: number;
  user_id: number;
  max_papers: number;
}
export interface AssignmentAffinityTable {
  id: Id;
  track_id: number;
  paper_id: number;
  user_id: number;
  score: number;
  /** 0126: imported (a chair's file) or computed (from publications) */
  source: ColumnType<string, string | undefined, string>;
}
/** The track's current or last Auto Assign run, as every API process sees it. */
export interface AutoAssignProgressTable {
  track_id: number;
  /** the run that owns the row (random, per run) */
  run_key: string;
  state: "running" | "done" | "failed";
  phase: "reading" | "balancing" | "candidates" | "solving" | "saving" | null;
  progress: number;
  started_at: string;
  updated_at: string;
}
/** The conference's current or last conference-wide Auto Assign run (0136): a track's row, keyed by conference. */
export type ConferenceAutoAssignProgressTable = Omit<AutoAssignProgressTable, "track_id"> & { conf_id: number };

export interface AutoAssignDraftsTable {
  id: Id;
  track_id: number;
  created_by: number;
  created_at: string;
  fingerprint: string;
  /** JSON [[paper_id, user_id], ...] */
  pairs: string;
  /** JSON: the preview's answer */
  outcome: string;
  deployed_run_id: number | null;
  /** 0135: set for a conference-wide preview (track_id is then the conference's first track) */
  conf_id: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface AutoAssignRunsTable {
  id: Id;
  track_id: number;
  draft_id: number | null;
  created_by: number;
  created_at: string;
  undone_at: string | null;
  /** 0135: set for a conference-wide run (track_id is then the conference's first track) */
  conf_id: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface AutoAssignRunPairsTable {
  run_id: number;
  paper_id: number;
  user_id: number;
}

/** 0013: one row (id 1) whose version moves with every committed change of the tracked tables */
export interface DataVersionTable {
  id: number;
  version: number;
}

/** 0070: the final (camera-ready) version of an accepted paper, one per paper */
export interface CameraReadyVersionsTable {
  id: Generated<number>;
  paper_id: number;
  final_title: string;
  final_abstract: string;
  /** JSON [{first_name, last_name, affiliation, email}] in print order */
  final_authors: string;
  file_name: string;
  size: number;
  data: Blob;
  copyright_file_name: string | null;
  copyright_size: number | null;
  copyright_data: Blob | null;
  uploaded_by: number;
  uploaded_at: string;
}

export interface UserPublicationsTable {
  id: Id;
  user_id: number;
  title: string;
  abstract: string | null;
  year: number | null;
  venue: string | null;
  source: string;
  created_at: string;
}
export interface UserPublicationCoauthorsTable {
  id: Id;
  publication_id: number;
  name: string;
  name_normalized: string;
  email_normalized: string | null;
}
export interface AffinityComputeJobsTable {
  id: Id;
  conf_id: number;
  status: string;
  method: string;
  top_k: number;
  total_papers: number;
  done_papers: number;
  cursor_paper_id: number;
  stored_scores: number;
  started_by: number;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
  error: string | null;
}
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_tokens: PasswordTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
  rate_limits: RateLimitsTable;
  setup_claim: SetupClaimTable;
  mail_outbox: MailOutboxTable;
  conferences: ConferencesTable;
  conference_permissions: ConferencePermissionsTable;
  tracks: TracksTable;
  track_chairs: TrackChairsTable;
  tpc_members: TpcMembersTable;
  tpc_invitation_tokens: TpcInvitationTokensTable;
  organizing_committee: OrganizingCommitteeTable;
  cfp: CfpTable;
  papers: PapersTable;
  paper_files: PaperFilesTable;
  paper_authors: PaperAuthorsTable;
  paper_reviewers: PaperReviewersTable;
  paper_status_history: PaperStatusHistoryTable;
  paper_decisions: PaperDecisionsTable;
  review_form_versions: ReviewFormVersionsTable;
  review_versions: ReviewVersionsTable;
  paper_conflicts: PaperConflictsTable;
  review_extensions: ReviewExtensionsTable;
  review_declines: ReviewDeclinesTable;
  review_attachments: ReviewAttachmentsTable;
  camera_ready_versions: CameraReadyVersionsTable;
  paper_extra_files: PaperExtraFilesTable;
  notification_jobs: NotificationJobsTable;
  audit_log: AuditLogTable;
  api_tokens: ApiTokensTable;
  data_version: DataVersionTable;
  conference_topics: ConferenceTopicsTable;
  paper_topics: PaperTopicsTable;
  member_topics: MemberTopicsTable;
  paper_bids: PaperBidsTable;
  reviewer_quotas: ReviewerQuotasTable;
  assignment_affinity: AssignmentAffinityTable;
  user_publications: UserPublicationsTable;
  user_publication_coauthors: UserPublicationCoauthorsTable;
  affinity_compute_jobs: AffinityComputeJobsTable;
  auto_assign_drafts: AutoAssignDraftsTable;
  auto_assign_progress: AutoAssignProgressTable;
  conference_auto_assign_progress: ConferenceAutoAssignProgressTable;
  auto_assign_runs: AutoAssignRunsTable;
  auto_assign_run_pairs: AutoAssignRunPairsTable;
  paper_comments: PaperCommentsTable;
  paper_comment_history: PaperCommentHistoryTable;
  paper_discussions: PaperDiscussionsTable;
  paper_discussion_reads: PaperDiscussionReadsTable;
  discussion_mail_optouts: DiscussionMailOptoutsTable;
  paper_meta_reviews: PaperMetaReviewsTable;
  paper_responses: PaperResponsesTable;
  review_snapshots: ReviewSnapshotsTable;
  response_close_notices: ResponseCloseNoticesTable;
  paper_subreviews: PaperSubreviewsTable;
  paper_tags: PaperTagsTable;
  saved_searches: SavedSearchesTable;
  bulk_mail_requests: BulkMailRequestsTable;
}

// Migration 0050: discussion, meta-reviews, responses, subreviewers.
export interface PaperCommentsTable {
  id: Id;
  paper_id: number;
  author_id: number;
  /** pc | chairs */
  visibility: string;
  comment: string;
  /** text | html (sanitised) */
  comment_format: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}
export interface PaperCommentHistoryTable {
  id: Id;
  comment_id: number;
  comment: string;
  comment_format: string;
  visibility: string;
  /** edit | delete: the text as it was before that action */
  action: string;
  changed_by: number;
  created_at: string;
}
export interface PaperDiscussionsTable {
  id: Id;
  paper_id: number;
  in_discussion: ColumnType<number, number | undefined, number>;
  updated_by: number;
  updated_at: string;
}
export interface PaperDiscussionReadsTable {
  id: Id;
  paper_id: number;
  user_id: number;
  last_seen_comment_id: ColumnType<number, number | undefined, number>;
  seen_at: string;
}
export interface DiscussionMailOptoutsTable {
  id: Id;
  conf_id: number;
  user_id: number;
  created_at: string;
}
export interface PaperMetaReviewsTable {
  id: Id;
  paper_id: number;
  lead_user_id: number;
  assigned_by: number;
  meta_review: string | null;
  recommendation: string | null;
  submitted_at: string | null;
  updated_at: string;
}
export interface PaperResponsesTable {
  id: Id;
  paper_id: number;
  response: string;
  submitted_by: number;
  created_at: string;
  updated_at: string;
}
export interface ReviewSnapshotsTable {
  id: Id;
  review_id: number;
  paper_id: number;
  reviewer_evaluation: number | null;
  reviewer_confidence: number | null;
  reviewer_remarks: string | null;
  reviewer_confidential_remarks: string | null;
  reviewed_at: string | null;
  created_at: string;
}
export interface ResponseCloseNoticesTable {
  id: Id;
  conf_id: number;
  response_end: string;
  created_at: string;
}
export interface PaperSubreviewsTable {
  id: Id;
  paper_id: number;
  review_id: number;
  requested_by: number;
  subreviewer_id: number;
  /** requested | draft | submitted | approved | returned; awaiting_email: held until the address is proven */
  status: string;
  reviewer_evaluation: number | null;
  reviewer_confidence: number | null;
  reviewer_remarks: string | null;
  reviewer_confidential_remarks: string | null;
  /** 0090: the answers on the conference's form (JSON) and that form's version; null until written */
  answers: string | null;
  form_version: number | null;
  submitted_at: string | null;
  decided_at: string | null;
  created_at: string;
  updated_at: string;
}

export type NewUser = Insertable<UsersTable>;
/** 0115: tags on papers (shared, private to owner_key, chairs-only) with an optional number */
export interface PaperTagsTable {
  id: Id;
  paper_id: number;
  conf_id: number;
  /** lower-cased, with its ~ or ~~ prefix */
  name: string;
  visibility: "shared" | "private" | "chair";
  /** the owner's id for a private tag, 0 otherwise */
  owner_key: number;
  value: number | null;
  set_by: number;
  created_at: string;
}

/** 0116: a conference's named paper searches */
/** A keyed bulk mail send (0137): a retry with the same caller, conference and key answers `answer`. */
export interface BulkMailRequestsTable {
  id: Id;
  conf_id: number;
  user_id: number;
  request_key: string;
  /** a hash of the request's body (the key left out) */
  fingerprint: string;
  /** the first answer as JSON; null while it is being sent (or when that send broke off) */
  answer: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface SavedSearchesTable {
  id: Id;
  conf_id: number;
  name: string;
  q: string;
  created_by: number;
  created_at: string;
}
