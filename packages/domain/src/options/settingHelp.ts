// Help texts of the conference settings, shown under each field of the Edit Conference form.
// Part of the settings catalogue (conferenceSettings.ts): it says what a setting does, and says
// plainly when a setting is information only, i.e. kept and shown but changing nothing.

const INFORMATION_ONLY =
  "Information only: kept with the conference for the organisers' records; it changes nothing in Symposia.";

// Settings whose behaviour is planned but not built yet: the form says so rather than pretend.
// Each entry leaves this list when the code that reads it lands (../shared/tools/inert-settings
// lists the settings no code reads).
const NOT_YET = "Not in effect yet: Symposia stores this setting but does not act on it in this release.";
const NOT_YET_SETTINGS: readonly string[] = [];

export const SETTING_HELP: Readonly<Record<string, string>> = {
  ...Object.fromEntries(NOT_YET_SETTINGS.map((key) => [key, NOT_YET])),
  // the submission window (apps/api/src/policy/submission.ts)
  nature_of_submission:
    "Full paper: the paper file is required when submitting. Abstract only: title, abstract " +
    "and keywords, no file (a file is refused). Abstract, then full paper: authors register " +
    "the paper first and add the file until the Last Submission Date.",
  pre_submission_abstract_allowed:
    "With Full paper: Yes lets authors register a paper without its file until the Abstract " +
    "Submission Deadline and add the file until the Last Submission Date. Papers still " +
    "without a file afterwards are listed by the Missing paper filter.",
  abstract_submission_deadline:
    "Under abstract registration (Abstract, then full paper, or Pre-submission Abstract " +
    "Allowed) no new paper may be registered after this moment; registered papers add their " +
    "file until the Last Submission Date. Must be before it. In the Timezone For Deadline; a " +
    "date alone means the end of that day.",
  submission_opening_date:
    "With Automatic Submission Page Opening or Closure: new papers are accepted from this " +
    "moment (blank: at once). In the Timezone For Deadline. Must be before the Last " +
    "Submission Date.",
  automatic_submission_page_opening_or_closure:
    "Yes: submission opens at the Submission Opening Date and closes by itself at the " +
    "deadlines; New Submission Allowed is not read. No: chairs open and close registration " +
    "of new papers by hand with New Submission Allowed, and the opening date and abstract " +
    "deadline are information only. The Last Submission Date ends submissions and changes " +
    "either way.",
  new_submission_allowed:
    "Read only when Automatic Submission Page Opening or Closure is No: Yes accepts new papers (until the Last Submission Date), No refuses them.",
  disable_abstract_submission_form:
    "Yes hides the abstract field and makes the abstract optional (except with Abstract " +
    "only, where the abstract is the submission). No asks for it, within Text Abstracts Max " +
    "Length.",
  submission_instructions_for_authors:
    "Shown to authors in the Submit Paper dialog and on the public CFP page. Rich text: formatting and links are kept, anything scriptable is removed.",
  submission_templates_for_authors:
    "Links shown to authors in the Submit Paper dialog and on the public CFP page, one a " +
    'line: "Label | https://…" or just the address. Lines that are not http(s) links are not ' +
    "shown.",
  additional_fields_submission_form:
    "Extra questions of the Submit Paper dialog (text, select or checkbox; required or not; " +
    "read by reviewers or by chairs only), kept as a JSON list and edited under Submission " +
    "Details with their own Save Fields button (POST /conference/submission-fields). Authors " +
    "and chairs read every answer; assigned reviewers read the reviewers' ones, except free " +
    "text in a Double-blind conference.",
  file_upload_fields_submission_form:
    "Files authors hand in besides the paper file (at most 4: label, allowed types among " +
    "pdf, zip, doc and docx, a size within the site's upload limit, required or not), edited " +
    "under Submission Details with their own Save File Slots button (POST " +
    "/conference/submission-file-slots). A required file must come with the paper file. " +
    "Whoever may see the paper may download them.",
  author_selecting_presenter:
    "Yes: a paper's authors mark which of them presents it in the paper's Authors dialog on " +
    "My Papers (one per paper; also after the deadline, not once withdrawn or blocked); " +
    '"(Presenter)" follows that name for authors and chairs, and the Reports CSV has a ' +
    "Presenter column. No: authors cannot choose.",
  last_submission_date:
    "The end of submission: no new paper, no paper file and no change by authors from this " +
    "moment, in the Timezone For Deadline. Without it the conference takes no submissions.",
  reviewing_model:
    "Double-blind: reviewers never learn who the authors are. Single-blind: reviewers see " +
    "the authors. Open: reviewers see the authors, and authors see reviewer names on the " +
    "reviews released to them.",
  access_to_reviews_by_ordinary_pc_members:
    "Yes: an assigned reviewer reads the paper's other reviews once they have submitted their own. No: a reviewer only ever sees their own review.",
  are_reviewier_names_visible_to_pc: "Whether reviewers see the names of the paper's other reviewers.",
  are_track_chairs_allowed_reviews_to_authors:
    "Yes: once a paper is decided its authors see its reviews (never confidential remarks), " +
    "and decision mails may include them with {reviews}. No: authors never see reviews.",
  use_offline_review_forms:
    "Yes: reviewers may download a plain-text review form (one paper or all of theirs) on " +
    "Review Papers, fill it in an editor and upload it; each paper is checked like an online " +
    "review. No: reviews are entered online only.",
  review_form:
    "Designed below with the review form designer (fields, scales, word limits, who sees " +
    "each answer). Reviews keep the form version they were written against.",
  decisions:
    "Edited below in the decision list: the labels Final Review offers, each with the " +
    "outcome that sets the paper's status (accept, reject or none) and its notification " +
    "template.",
  leading_reviewers_can_update_metareviews:
    "Yes: a paper's lead reviewer may change their meta-review and recommendation after " +
    "submitting it. No: a submitted meta-review is final (a chair can name another lead).",
  use_subviewers:
    "Yes: an assigned reviewer may ask a subreviewer (by email and name) to review a paper " +
    "for them, then approve the subreview as their own review or send it back. No: nobody " +
    "can ask for subreviews.",
  are_submissions_anonymour_for_subreviewers:
    "Yes: subreviewers never learn who the authors are. No: they see the authors as the " +
    "conference's reviewing model lets reviewers see them (Double-blind still hides them).",
  permit_subreviewers_participate_in_discussion:
    "Yes: a subreviewer whose subreview was submitted reads and writes in the paper's " +
    "discussion (never the chairs-only comments). No: subreviewers never see the discussion.",
  author_response_start:
    "When the authors' response opens (in the deadline time zone). From then until it " +
    "closes, the authors of every paper that is not withdrawn or blocked read its reviews " +
    "(no reviewer names except under Open, never confidential remarks) and may write one " +
    "response. Empty: no response phase.",
  author_response_end:
    "When the authors' response closes (in the deadline time zone). Responses can be edited " +
    "until then; afterwards the reviewers and chairs of each paper get one mail that the " +
    "responses are in.",
  camera_ready_open:
    "Yes: the authors of accepted papers upload their final version (a PDF, an optional " +
    "copyright form, the final title, abstract and author list) from My Papers, until the " +
    "Camera-ready Deadline; the accepted version is kept. No: uploads are refused. Chairs " +
    "follow the uploads, mail the missing ones and download the proceedings from the " +
    "Camera-ready page.",
  camera_ready_deadline:
    "Final versions are accepted strictly before this moment (in the Timezone For Deadline; " +
    "a date alone means the end of that day), and only while Camera-ready Upload Open is " +
    "Yes. Empty: no deadline.",
  author_response_max_words:
    "The most words a response may have (counted the same way in the form and on the server). Empty: no limit.",
  date_format:
    "How this conference's dates (start, end, submission deadline) are written on its " +
    "screens and public pages: YYYY, MM and DD in any order with - . / or spaces, e.g. " +
    "DD.MM.YYYY.",
  timezone_for_deadline:
    "The time zone of the Last Submission Date and the review deadlines. Deadlines are shown in it and in UTC.",
  timezone_for_session: `${INFORMATION_ONLY} (The time zone the programme's sessions are announced in; Symposia schedules no sessions.)`,
  permit_pc_members_to_enter_reviews:
    "Yes: assigned reviewers may submit reviews (until the Hard Review Deadline, if set). " +
    "No: reviewing is closed; every review submission is refused until you set it back to " +
    "Yes.",
  review_deadline:
    "The date reviews are due, in Timezone For Deadline. Reviews still arrive after it but are marked late; automatic reminders count back from it.",
  review_hard_deadline:
    "After this time (Timezone For Deadline) no review is accepted, except from a reviewer " +
    "whose deadline a chair extended for that paper. Leave blank for no hard stop.",
  review_reminder_days:
    "When set, reviewers with missing reviews get one automatic reminder this many days " +
    "before the Review Deadline (once per reviewer; leave blank for none). Chairs can always " +
    "send reminders by hand from Reports, the conference card or a track's card.",
  instructions:
    "Shown at the top of the reviewers' Review Papers list and of the review dialog. Plain " +
    "text, or simple HTML (bold, lists, links); anything else is removed.",
  review_can_have_attachments:
    "Yes: a reviewer may attach one file (PDF, plain text or ZIP, within the upload limit) " +
    "to their review; it is visible to whoever can read the review. No: no attachments are " +
    "accepted.",
  is_paper_binding_enabled:
    "Yes: accepted TPC members bid (yes, maybe, no, conflict) on the submitted papers of " +
    "their tracks on the Bidding screen until the Bidding Deadline, and Auto Assign prefers " +
    "their yes and maybe bids. No: the Bidding screen is closed and bids cannot change.",
  bidding_deadline:
    "Bids are accepted until this date and time (in the Timezone For Deadline); afterwards " +
    "they can be read but not changed. Empty: open as long as Paper Bidding Enabled is Yes.",
  is_viewing_bids_of_pc_members_chairs_enabled:
    "Yes: chairs see every member's bid on every paper (Bids, under TPC). No: chairs see " +
    "only how many yes, maybe and no bids each paper has and how many bids each member made.",
  is_assignment_submitted_papers_to_program_committee_enabled:
    "Yes: reviewers see the papers assigned to them. No: assignments stay hidden from " +
    "reviewers (Review Papers says so) while the chairs prepare them; switching to Yes " +
    "releases them and mails each reviewer the list of their papers, once.",
  start_menu_is: INFORMATION_ONLY,
  review_menu_is: INFORMATION_ONLY,
  reviewer: `${INFORMATION_ONLY} (Reviewers are invited and assigned under TPC.)`,
  license_expiry_date: `${INFORMATION_ONLY} (The conference stays open after this date.)`,
  event_approval_email:
    "Receives a copy of the conference's approval and status mails, besides the person who proposed it.",
  event_support_emails:
    "Shown on the public call for papers as the contact for questions, and the Reply-To of " +
    "every mail sent on the conference's behalf, so answers reach these people.",
};

/** The help text of a setting, if it has one. */
export function settingHelp(key: string): string | undefined {
  return SETTING_HELP[key];
}

/** A setting kept for the organisers' records only: changing it changes nothing in Symposia. */
export function isInformationOnly(key: string): boolean {
  return SETTING_HELP[key]?.startsWith(INFORMATION_ONLY) ?? false;
}
