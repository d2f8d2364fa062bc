// Where a conference's submission stands now: worked out by the server's submission
// policy (apps/api/src/policy/submission.ts), the same function the submit and update calls ask,
// and shown on the conference card, My Papers, the submission dialog and the public CFP.
import type { SubmissionNature } from "../options/conferenceSettings.js";

export interface SubmissionState {
  nature: SubmissionNature;
  /** a paper may be registered first and get its file later */
  abstract_registration: boolean;
  /** the paper file is asked for at all (false for "Abstract only") */
  accepts_file: boolean;
  /** the abstract is asked for (disable_abstract_submission_form = 0, or "Abstract only") */
  abstract_required: boolean;
  /** "automatic" (dates open and close it) or "manual" (new_submission_allowed) */
  mode: "automatic" | "manual";
  /** may a new paper be registered now */
  registration_open: boolean;
  /** why not, in words, when it may not */
  registration_refusal: string | null;
  /** may a registered paper still get its file now */
  file_open: boolean;
  /** a new paper may be registered without its file now */
  file_optional_now: boolean;
  /** UTC instants (ISO); null when not set */
  opens_at: string | null;
  /** when registration of new papers ends (the abstract deadline under abstract registration) */
  registration_closes_at: string | null;
  abstract_deadline_at: string | null;
  /** the last submission date: the end of files and changes */
  file_deadline_at: string | null;
  timezone: string;
}

export interface SubmissionTemplateLink {
  label: string;
  /** an http(s) address */
  url: string;
}

/** The submission facts every author-facing page carries. */
export interface SubmissionGuidance {
  submission: SubmissionState;
  /** submission_instructions_for_authors, sanitised; null when blank */
  submission_instructions_html: string | null;
  submission_templates: SubmissionTemplateLink[];
}

/** GET and POST /conference/submission-fields/{confId}. */
export interface SubmissionFieldsAnswer {
  conf_id: number;
  fields: import("../schemas/submissionForm.js").SubmissionField[];
}

/** GET and POST /conference/submission-file-slots/{confId}. */
export interface FileSlotsAnswer {
  conf_id: number;
  slots: import("../schemas/submissionForm.js").SubmissionFileSlot[];
  /** the site's upload limit: no slot may allow more */
  upload_limit_mb: number;
}

/** POST /conference/missing-paper-mail/{confId}: the authors of papers without a file, mailed. */
export interface MissingPaperMailOutcome {
  conf_id: number;
  /** papers whose authors were mailed */
  papers: number;
  /** messages sent */
  sent: number;
  /** papers this chair may not mail (wrote them or is conflicted): left out */
  skipped: number;
  /** set when nothing was sent: the counts are what Send would do */
  preview?: true;
}

/** POST /paper/presenter/{paperId}. */
export interface PresenterSet {
  paper_id: number;
  presenter_author_id: number;
}
