// The catalogue of every conference setting (part 2 section 3): the Edit Conference form, the
// details page, the update call's schema and the database columns are all driven from this list.

export type SettingKind =
  | "text"
  | "textarea"
  | "url"
  | "email"
  | "emails"
  | "int"
  | "flag"
  | "date"
  | "datetime"
  | "area"
  | "country"
  | "timezone"
  /** one of `options` (the API refuses anything else) */
  | "select";

export const SETTING_TABS = [
  "Conference Basic Information",
  "Address and Contact Details",
  "Submission Details",
  "Review Details",
  "Other Details",
] as const;
export type SettingTab = (typeof SETTING_TABS)[number];

export interface SettingDef {
  key: string;
  label: string;
  tab: SettingTab;
  kind: SettingKind;
  required?: boolean;
  /** Value of a new conference (flags: 1 yes, 0 no). */
  default?: number | string | null;
  /** kind "select": the allowed values, in the order the form offers them */
  options?: readonly string[];
  /**
   * Changed through its own call and editor, never by the Edit Conference form (the
   * review form designer and the decision list); the update call leaves it as stored.
   */
  managed?: true;
}

/** nature_of_submission: what an author hands in. */
export const SUBMISSION_NATURES = ["Full paper", "Abstract only", "Abstract, then full paper"] as const;
export type SubmissionNature = (typeof SUBMISSION_NATURES)[number];

const basic: SettingTab = "Conference Basic Information";
const address: SettingTab = "Address and Contact Details";
const submission: SettingTab = "Submission Details";
const review: SettingTab = "Review Details";
const other: SettingTab = "Other Details";

export const CONFERENCE_SETTINGS: readonly SettingDef[] = [
  { key: "event_name", label: "Event Name", tab: basic, kind: "text", required: true },
  { key: "acronym_title", label: "Acronym", tab: basic, kind: "text", required: true },
  { key: "event_web_page", label: "Event Web Page", tab: basic, kind: "url", required: true },
  { key: "start_date", label: "Start Date", tab: basic, kind: "date", required: true },
  { key: "end_date", label: "End Date", tab: basic, kind: "date", required: true },
  { key: "your_role", label: "Your Role", tab: basic, kind: "text", required: true },
  {
    key: "estimated_no_of_submissions",
    label: "Estimated No. of Submissions",
    tab: basic,
    kind: "int",
    required: true,
  },
  { key: "primary_area_id", label: "Primary Area", tab: basic, kind: "area", required: true },
  { key: "secondary_area_id", label: "Secondary Area", tab: basic, kind: "area", required: true },
  { key: "area_notes", label: "Area Notes", tab: basic, kind: "textarea", required: true },
  { key: "other_info", label: "Other Information", tab: basic, kind: "textarea" },
  { key: "publisher", label: "Publisher", tab: basic, kind: "text" },
  { key: "series", label: "Series", tab: basic, kind: "text" },
  { key: "geographic_focus", label: "Geographic Focus", tab: basic, kind: "text" },
  { key: "language", label: "Language", tab: basic, kind: "text" },
  { key: "topic_focus", label: "Topic Focus", tab: basic, kind: "text" },

  { key: "venue", label: "Venue", tab: address, kind: "text", required: true },
  { key: "city", label: "City", tab: address, kind: "text", required: true },
  { key: "state", label: "State", tab: address, kind: "text", required: true },
  { key: "country", label: "Country", tab: address, kind: "country", required: true },
  { key: "timezone", label: "Timezone", tab: address, kind: "timezone", required: true },
  { key: "contact_email", label: "Contact Email", tab: address, kind: "email", required: true },
  { key: "event_org_phone", label: "Organizer Phone", tab: address, kind: "text", required: true },
  { key: "event_organizer", label: "Event Organizer", tab: address, kind: "text", required: true },
  { key: "event_org_web_page", label: "Organizer Web Page", tab: address, kind: "url", required: true },
  { key: "date_format", label: "Date Format", tab: address, kind: "text", default: "YYYY-MM-DD" },
  {
    key: "timezone_for_deadline",
    label: "Timezone For Deadline",
    tab: address,
    kind: "timezone",
    required: true,
    default: "UTC",
  },
  {
    key: "timezone_for_session",
    label: "Timezone For Session",
    tab: address,
    kind: "timezone",
    required: true,
    default: "UTC",
  },

  { key: "last_submission_date", label: "Last Submission Date", tab: submission, kind: "datetime" },
  {
    key: "nature_of_submission",
    label: "Nature of Submission",
    tab: submission,
    kind: "select",
    options: SUBMISSION_NATURES,
    default: "Full paper",
  },
  { key: "abstract_submission_deadline", label: "Abstract Submission Deadline", tab: submission, kind: "datetime" },
  { key: "submission_opening_date", label: "Submission Opening Date", tab: submission, kind: "datetime" },
  {
    key: "pre_submission_abstract_allowed",
    label: "Pre-submission Abstract Allowed",
    tab: submission,
    kind: "flag",
    default: 0,
  },
  // a new conference asks for an abstract and accepts co-authors (existing ones keep theirs)
  {
    key: "disable_abstract_submission_form",
    label: "Disable Abstract Submission Form",
    tab: submission,
    kind: "flag",
    default: 0,
  },
  { key: "disable_multiple_authors", label: "Disable Multiple Authors", tab: submission, kind: "flag", default: 0 },
  { key: "text_abstracts_max_length", label: "Text Abstracts Max Length", tab: submission, kind: "int" },
  {
    key: "submission_instructions_for_authors",
    label: "Submission Instructions for Authors",
    tab: submission,
    kind: "textarea",
  },
  {
    key: "submission_templates_for_authors",
    label: "Submission Templates for Authors",
    tab: submission,
    kind: "textarea",
  },
  {
    key: "additional_fields_submission_form",
    label: "Additional Fields in Submission Form",
    tab: submission,
    kind: "textarea",
    managed: true,
  },
  {
    key: "file_upload_fields_submission_form",
    label: "File Upload Fields in Submission Form",
    tab: submission,
    kind: "textarea",
    managed: true,
  },
  {
    key: "author_selecting_presenter",
    label: "Authors Select the Presenter",
    tab: submission,
    kind: "flag",
    default: 1,
  },
  { key: "new_submission_allowed", label: "New Submission Allowed", tab: submission, kind: "flag", default: 1 },
  { key: "submission_update_allowed", label: "Submission Update Allowed", tab: submission, kind: "flag", default: 1 },
  {
    key: "automatic_submission_page_opening_or_closure",
    label: "Automatic Submission Page Opening or Closure",
    tab: submission,
    kind: "flag",
    default: 1,
  },
  { key: "is_paper_binding_enabled", label: "Paper Bidding Enabled", tab: submission, kind: "flag", default: 1 },
  // a wall-clock time in timezone_for_deadline; bidding is refused (409) from then on
  { key: "bidding_deadline", label: "Bidding Deadline", tab: submission, kind: "datetime" },
  {
    key: "is_viewing_bids_of_pc_members_chairs_enabled",
    label: "Chairs May View PC Members' Bids",
    tab: submission,
    kind: "flag",
    default: 1,
  },
  {
    key: "is_assignment_submitted_papers_to_program_committee_enabled",
    label: "Assign Submitted Papers to the Programme Committee",
    tab: submission,
    kind: "flag",
    default: 1,
  },

  {
    key: "number_of_reviewers_per_paper",
    label: "Number of Reviewers per Paper",
    tab: review,
    kind: "int",
    default: 3,
  },
  // the three reviewing models; new conferences are Double-blind (existing ones were migrated to Single-blind)
  {
    key: "reviewing_model",
    label: "Reviewing Model",
    tab: review,
    kind: "select",
    options: ["Single-blind", "Double-blind", "Open"],
    default: "Double-blind",
  },
  {
    key: "are_reviewier_names_visible_to_pc",
    label: "Reviewer Names Visible to PC",
    tab: review,
    kind: "flag",
    default: 1,
  },
  { key: "start_menu_is", label: "Start Menu Is", tab: review, kind: "text" },
  { key: "review_menu_is", label: "Review Menu Is", tab: review, kind: "text" },
  {
    key: "permit_pc_members_to_enter_reviews",
    label: "Permit PC Members to Enter Reviews",
    tab: review,
    kind: "flag",
    default: 1,
  },
  {
    key: "leading_reviewers_can_update_metareviews",
    label: "Leading Reviewers Can Update Metareviews",
    tab: review,
    kind: "flag",
    default: 1,
  },
  {
    key: "access_to_reviews_by_ordinary_pc_members",
    label: "Access to Reviews by Ordinary PC Members",
    tab: review,
    kind: "flag",
    default: 1,
  },
  { key: "use_offline_review_forms", label: "Use Offline Review Forms", tab: review, kind: "flag", default: 1 },
  { key: "review_can_have_attachments", label: "Reviews Can Have Attachments", tab: review, kind: "flag", default: 1 },
  { key: "review_form", label: "Review Form", tab: review, kind: "textarea", managed: true },
  { key: "decisions", label: "Decisions", tab: review, kind: "textarea", managed: true },
  { key: "reviewer", label: "Reviewer", tab: review, kind: "text" },
  { key: "instructions", label: "Instructions", tab: review, kind: "textarea" },
  // the review phase's deadlines, in Timezone For Deadline, and automatic reminders
  { key: "review_deadline", label: "Review Deadline", tab: review, kind: "datetime" },
  { key: "review_hard_deadline", label: "Hard Review Deadline", tab: review, kind: "datetime" },
  { key: "review_reminder_days", label: "Automatic Reminder (Days Before Review Deadline)", tab: review, kind: "int" },
  { key: "use_subviewers", label: "Use Subreviewers", tab: review, kind: "flag", default: 1 },
  {
    key: "are_submissions_anonymour_for_subreviewers",
    label: "Submissions Anonymous for Subreviewers",
    tab: review,
    kind: "flag",
    default: 1,
  },
  {
    key: "permit_subreviewers_participate_in_discussion",
    label: "Subreviewers Participate in Discussion",
    tab: review,
    kind: "flag",
    default: 1,
  },
  {
    key: "are_track_chairs_allowed_reviews_to_authors",
    label: "Track Chairs May Send Reviews to Authors",
    tab: review,
    kind: "flag",
    default: 1,
  },
  // the authors' response window (wall-clock times in the deadline time zone) and its word limit
  { key: "author_response_start", label: "Authors' Response Opens", tab: review, kind: "datetime" },
  { key: "author_response_end", label: "Authors' Response Closes", tab: review, kind: "datetime" },
  { key: "author_response_max_words", label: "Authors' Response Word Limit", tab: review, kind: "int" },
  // camera-ready uploads of accepted papers, open by hand, until a deadline in the deadline time zone
  { key: "camera_ready_open", label: "Camera-ready Upload Open", tab: review, kind: "flag", default: 0 },
  { key: "camera_ready_deadline", label: "Camera-ready Deadline", tab: review, kind: "datetime" },
  // a publication written with one of a paper's authors this many years back (this year counting) is a detected conflict
  {
    key: "conflict_coauthor_years",
    label: "Co-authorship Conflict Window (Years)",
    tab: review,
    kind: "int",
    default: 3,
  },

  { key: "submission_web_page", label: "Submission Web Page", tab: other, kind: "url" },
  { key: "license_expiry_date", label: "License Expiry Date", tab: other, kind: "date" },
  { key: "event_approval_email", label: "Event Approval Email", tab: other, kind: "email" },
  { key: "event_support_emails", label: "Event Support Emails", tab: other, kind: "emails" },
  { key: "event_management_url", label: "Event Management URL", tab: other, kind: "url" },
];

export const SETTING_KEYS = CONFERENCE_SETTINGS.map((s) => s.key);

/** The fields of the create payload (part 1 section 3). */
export const CONFERENCE_CREATE_FIELDS = [
  "event_name",
  "acronym_title",
  "start_date",
  "end_date",
  "your_role",
  "estimated_no_of_submissions",
  "primary_area_id",
  "secondary_area_id",
  "area_notes",
  "other_info",
  "event_web_page",
  "venue",
  "city",
  "state",
  "country",
  "timezone",
  "contact_email",
  "event_org_phone",
  "event_organizer",
  "event_org_web_page",
] as const;
