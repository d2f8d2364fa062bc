import type { SubmissionState } from "./submission.js";
// What GET /conference/{id} answers; the list, public list and short-info shapes sit beside their
// schemas in ../schemas/conferences.ts.
import type { ConferenceListItem } from "../schemas/conferences.js";

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
  /** issue 19 */
  submission: SubmissionState;
}
