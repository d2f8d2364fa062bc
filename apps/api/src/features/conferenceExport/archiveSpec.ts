// What a conference archive holds: the conference's tables, in the order a restore writes them
// (every row after the rows it points to). In the manifest each row's id is its position in its
// section (1, 2, …, in id order), every column that points to another row holds that row's
// position, and every column that names an account holds the account's position in `people`;
// so a conference exported, restored and exported again gives the same manifest.

/** How the rows of a table belong to the conference. */
export type ArchiveScope = "conference" | "track" | "paper" | "comment";

export interface ArchiveTable {
  table: string;
  scope: ArchiveScope;
  /** the surrogate key, remapped on restore; null: a table keyed by its references */
  key: "id" | null;
  /** columns pointing to another section's rows */
  refs?: Record<string, string>;
  /** columns naming an account (remapped through `people`) */
  people?: string[];
  /** the columns read; undefined: every column (one-row tables only, blobs included) */
  columns?: string[];
  /** file columns: stored as entries of the ZIP, the manifest naming them */
  files?: string[];
  /** columns never exported (maintained by the database) */
  omit?: string[];
  /** columns holding JSON text: a restore repairs the text inside them as migration 0139 did the rows (restore.ts) */
  json?: string[];
  /** review-side rows: left out for a paper the caller does not act as chair on (conflicted, author) */
  reviewSide?: boolean;
}

export const ARCHIVE_TABLES: readonly ArchiveTable[] = [
  {
    table: "conferences",
    scope: "conference",
    key: "id",
    people: ["created_by"],
    files: ["logo", "banner"],
    json: ["additional_fields_submission_form", "file_upload_fields_submission_form", "decisions"],
  },
  {
    table: "conference_permissions",
    scope: "conference",
    key: "id",
    refs: { conf_id: "conferences" },
    people: ["user_id"],
  },
  { table: "tracks", scope: "conference", key: "id", refs: { conf_id: "conferences" } },
  { table: "track_chairs", scope: "track", key: "id", refs: { track_id: "tracks" }, people: ["user_id"] },
  {
    table: "tpc_members",
    scope: "track",
    key: "id",
    refs: { track_id: "tracks" },
    people: ["user_id", "invited_by"],
  },
  {
    table: "organizing_committee",
    scope: "conference",
    key: "id",
    refs: { conf_id: "conferences" },
    people: ["user_id"],
  },
  {
    table: "cfp",
    scope: "conference",
    key: null,
    refs: { conf_id: "conferences" },
    people: ["updated_by"],
    files: ["cfp_file"],
  },
  { table: "conference_topics", scope: "conference", key: "id", refs: { conf_id: "conferences" } },
  {
    table: "member_topics",
    scope: "conference",
    key: null,
    refs: { conf_id: "conferences", topic_id: "conference_topics" },
    people: ["user_id"],
  },
  {
    table: "review_form_versions",
    scope: "conference",
    key: "id",
    refs: { conf_id: "conferences" },
    people: ["created_by"],
    json: ["fields"],
  },
  { table: "reviewer_quotas", scope: "track", key: "id", refs: { track_id: "tracks" }, people: ["user_id"] },
  {
    table: "papers",
    scope: "conference",
    key: "id",
    refs: { conf_id: "conferences", track_id: "tracks" },
    people: ["created_by"],
    omit: ["search_text"],
    json: ["submission_fields"],
  },
  {
    table: "paper_files",
    scope: "paper",
    key: null,
    refs: { paper_id: "papers" },
    columns: ["paper_id", "file_name", "mime_type", "size", "uploaded_at"],
    files: ["data"],
  },
  { table: "paper_authors", scope: "paper", key: "id", refs: { paper_id: "papers" }, people: ["user_id"] },
  { table: "paper_topics", scope: "paper", key: null, refs: { paper_id: "papers", topic_id: "conference_topics" } },
  {
    table: "paper_status_history",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["changed_by"],
  },
  { table: "paper_decisions", scope: "paper", key: "id", refs: { paper_id: "papers" }, people: ["decided_by"] },
  {
    table: "paper_conflicts",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["user_id", "created_by"],
  },
  {
    table: "paper_bids",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["user_id"],
    reviewSide: true,
  },
  {
    table: "paper_reviewers",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["user_id", "assigned_by"],
    json: ["answers", "draft_answers"],
    reviewSide: true,
  },
  {
    table: "review_versions",
    scope: "paper",
    key: "id",
    refs: { paper_reviewer_id: "paper_reviewers", paper_id: "papers" },
    people: ["user_id"],
    json: ["answers"],
    reviewSide: true,
  },
  {
    table: "review_snapshots",
    scope: "paper",
    key: "id",
    refs: { review_id: "paper_reviewers", paper_id: "papers" },
    reviewSide: true,
  },
  {
    table: "review_extensions",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["user_id", "granted_by"],
    reviewSide: true,
  },
  {
    table: "review_declines",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["user_id"],
    reviewSide: true,
  },
  {
    table: "review_attachments",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["user_id"],
    columns: ["id", "paper_id", "user_id", "file_name", "mime_type", "size", "uploaded_at"],
    files: ["data"],
    reviewSide: true,
  },
  {
    table: "paper_subreviews",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers", review_id: "paper_reviewers" },
    people: ["requested_by", "subreviewer_id"],
    json: ["answers"],
    reviewSide: true,
  },
  {
    table: "paper_comments",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["author_id"],
    reviewSide: true,
  },
  {
    table: "paper_comment_history",
    scope: "comment",
    key: "id",
    refs: { comment_id: "paper_comments" },
    people: ["changed_by"],
    reviewSide: true,
  },
  {
    table: "paper_discussions",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["updated_by"],
    reviewSide: true,
  },
  {
    table: "paper_meta_reviews",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["lead_user_id", "assigned_by"],
    reviewSide: true,
  },
  {
    table: "paper_responses",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["submitted_by"],
    reviewSide: true,
  },
  {
    table: "camera_ready_versions",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    people: ["uploaded_by"],
    columns: [
      "id",
      "paper_id",
      "final_title",
      "final_abstract",
      "final_authors",
      "file_name",
      "size",
      "copyright_file_name",
      "copyright_size",
      "uploaded_by",
      "uploaded_at",
    ],
    files: ["data", "copyright_data"],
    json: ["final_authors"],
  },
  {
    table: "paper_extra_files",
    scope: "paper",
    key: "id",
    refs: { paper_id: "papers" },
    columns: ["id", "paper_id", "slot_key", "file_name", "mime_type", "size", "uploaded_at"],
    files: ["data"],
  },
  {
    table: "audit_log",
    scope: "conference",
    key: "id",
    refs: { conf_id: "conferences" },
    people: ["actor_id"],
    columns: ["id", "actor_id", "action", "entity_type", "entity_id", "conf_id", "details", "created_at"],
    json: ["details"],
  },
];

/** The section an audit entry's entity_id points to, by entity_type (others are exported without it). */
export const AUDIT_ENTITY_TABLES: Record<string, string> = {
  conference: "conferences",
  track: "tracks",
  paper: "papers",
  tpc_member: "tpc_members",
  track_chair: "track_chairs",
  organizing_committee: "organizing_committee",
  paper_review: "paper_reviewers",
  paper_subreview: "paper_subreviews",
  paper_comment: "paper_comments",
  paper_meta_review: "papers",
  paper_response: "papers",
};

export const ARCHIVE_FORMAT = "symposia-conference-archive";
export const MANIFEST_NAME = "manifest.json";
