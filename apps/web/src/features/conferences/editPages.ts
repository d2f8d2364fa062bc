import { CONFERENCE_SETTINGS, type SettingDef, isInformationOnly } from "@symposia/domain";

// Edit Conference's pages, in the order a conference runs: each setting of the catalogue sits on
// the page of the phase it governs, and each page is saved by its own Save (one
// POST /conference/update/{id}). Settings kept only for the records (they change nothing) are
// grouped on the Conference page under "Records (no effect)".

export const EDIT_PAGES = [
  "Conference",
  "Submission",
  "Bidding and assignment",
  "Reviewing",
  "Discussion and response",
  "Decisions and notification",
  "Camera-ready",
] as const;
export type EditPage = (typeof EDIT_PAGES)[number];

export const RECORDS_TITLE = "Records (no effect)";

/** The page of each setting the form edits that is not on the Conference page. */
const PAGE_OF: Readonly<Record<string, Exclude<EditPage, "Conference">>> = {
  submission_opening_date: "Submission",
  abstract_submission_deadline: "Submission",
  last_submission_date: "Submission",
  nature_of_submission: "Submission",
  pre_submission_abstract_allowed: "Submission",
  disable_abstract_submission_form: "Submission",
  disable_multiple_authors: "Submission",
  text_abstracts_max_length: "Submission",
  submission_instructions_for_authors: "Submission",
  submission_templates_for_authors: "Submission",
  author_selecting_presenter: "Submission",
  new_submission_allowed: "Submission",
  submission_update_allowed: "Submission",
  automatic_submission_page_opening_or_closure: "Submission",

  is_paper_binding_enabled: "Bidding and assignment",
  bidding_deadline: "Bidding and assignment",
  is_viewing_bids_of_pc_members_chairs_enabled: "Bidding and assignment",
  number_of_reviewers_per_paper: "Bidding and assignment",
  conflict_coauthor_years: "Bidding and assignment",
  is_assignment_submitted_papers_to_program_committee_enabled: "Bidding and assignment",

  reviewing_model: "Reviewing",
  review_deadline: "Reviewing",
  review_hard_deadline: "Reviewing",
  review_reminder_days: "Reviewing",
  instructions: "Reviewing",
  are_reviewier_names_visible_to_pc: "Reviewing",
  permit_pc_members_to_enter_reviews: "Reviewing",
  access_to_reviews_by_ordinary_pc_members: "Reviewing",
  use_offline_review_forms: "Reviewing",
  review_can_have_attachments: "Reviewing",
  use_subviewers: "Reviewing",
  are_submissions_anonymour_for_subreviewers: "Reviewing",

  author_response_start: "Discussion and response",
  author_response_end: "Discussion and response",
  author_response_max_words: "Discussion and response",
  leading_reviewers_can_update_metareviews: "Discussion and response",
  permit_subreviewers_participate_in_discussion: "Discussion and response",

  are_track_chairs_allowed_reviews_to_authors: "Decisions and notification",

  camera_ready_open: "Camera-ready",
  camera_ready_deadline: "Camera-ready",
};

/** The settings the Edit Conference form edits (the managed ones have their own editors). */
export const FORM_SETTINGS: readonly SettingDef[] = CONFERENCE_SETTINGS.filter((s) => !s.managed);

/** Kept for the records only: grouped, collapsed, on the Conference page. */
export const isRecord = (def: SettingDef) => isInformationOnly(def.key);

/** The page a setting is edited on. */
export const pageOf = (def: SettingDef): EditPage =>
  isRecord(def) ? "Conference" : (PAGE_OF[def.key] ?? "Conference");

/** A page's settings, the records last. */
export function settingsOf(page: EditPage): { fields: SettingDef[]; records: SettingDef[] } {
  const mine = FORM_SETTINGS.filter((s) => pageOf(s) === page);
  return { fields: mine.filter((s) => !isRecord(s)), records: mine.filter(isRecord) };
}
