import type { SubmissionGuidance, SubmissionState } from "./submission.js";
// What the conference calls answer: GET /conference (list), GET /site/cfp-list, GET /site/conf/short/{id}
// and GET /conference/{id}.

/** The list item of GET /conference (part 1 section 3). */
export interface ConferenceListItem {
  id: number;
  /** the conference card says whether submission is open and until when */
  submission: SubmissionState;
  event_name: string;
  acronym_title: string;
  venue: string;
  city: string;
  state: string;
  country: string;
  logo: string | null;
  logo_mime_type: string | null;
  start_date: string;
  end_date: string;
  /** the conference's Date Format setting, for showing its dates (format/conferenceDate.ts) */
  date_format: string | null;
  conference_status: number;
  conf_id: number;
  permissions: string[];
  oc_permissions: number[];
  tpc_invitation: { id: number; track_id: number; track_name: string }[];
}

/** An item of GET /site/cfp-list (part 2 section 7). */
export interface PublicCfpListItem {
  /** whether submission is open now, and until when */
  submission: SubmissionState;
  event_name: string;
  acronym_title: string;
  city: string;
  state: string;
  country: string;
  venue: string;
  start_date: string;
  end_date: string;
  /** the conference's Date Format setting */
  date_format: string | null;
  logo: string | null;
  logo_mime_type: string | null;
  conf_id: number;
}

/** GET /site/conf/short/{id}, first item. */
export interface ConferenceShortInfo {
  id: number;
  event_name: string;
  acronym_title: string;
  start_date: string;
  end_date: string;
  last_submission_date: string | null;
  timezone_for_deadline: string;
  /** the conference's Date Format setting (format/conferenceDate.ts) */
  date_format: string | null;
  /** the deadline as a UTC instant (ISO), null without a deadline */
  last_submission_at: string | null;
  /** whether submission is open now and until when, instructions and templates */
  submission: SubmissionGuidance["submission"];
  submission_instructions_html: string | null;
  submission_templates: SubmissionGuidance["submission_templates"];
}

/** GET /conference/{id}, first item: every setting plus images and the caller's standing. */
export interface ConferenceDetail extends Record<string, unknown> {
  id: number;
  conf_id: number;
  event_name: string;
  acronym_title: string;
  start_date: string;
  end_date: string;
  venue: string;
  city: string;
  state: string;
  country: string;
  conference_status: number;
  logo: string | null;
  logo_mime_type: string | null;
  banner: string | null;
  banner_mime_type: string | null;
  /** the deadline as a UTC instant (ISO), null without a deadline */
  last_submission_at: string | null;
  permissions: ConferenceListItem["permissions"];
  oc_permissions: number[];
  /** whether the caller may save the Edit Conference form now */
  can_update: boolean;
  /** whether submission is open now, and until when */
  submission: SubmissionState;
}

/** POST /conference/{approve|reject|...}/{id}: the conference's new status. */
export interface ConferenceStatusChanged {
  id: number;
  conference_status: number;
}

/** POST /cfp-circulation-email: how many mails were queued. */
export interface CfpCirculationSent {
  count: number;
}
