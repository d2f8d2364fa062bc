// Answer schemas of the conference reads: GET /conference, GET /conference/{id}, GET /site/cfp-list,
// GET /site/conf/short/{id} and GET /site/mail-domain (answers/conferences.ts).
import { z } from "zod";
import type {
  CfpCirculationSent,
  ConferenceDetail,
  ConferenceStatusChanged,
  ConferenceListItem,
  ConferenceShortInfo,
  PublicCfpListItem,
} from "../../answers/conferences.js";
import type { Assert, Same } from "./agree.js";
import { submissionStateAnswer, submissionTemplatesAnswer } from "./submission.js";

const conferenceListItem = z.strictObject({
  id: z.number(),
  submission: submissionStateAnswer,
  event_name: z.string(),
  acronym_title: z.string(),
  venue: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  logo: z.string().nullable(),
  logo_mime_type: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  date_format: z.string().nullable(),
  conference_status: z.number(),
  conf_id: z.number(),
  permissions: z.array(z.string()),
  oc_permissions: z.array(z.number()),
  tpc_invitation: z.array(z.strictObject({ id: z.number(), track_id: z.number(), track_name: z.string() })),
});

/** GET /conference */
export const conferenceListAnswer = z.array(conferenceListItem);

const publicCfpListItem = z.strictObject({
  submission: submissionStateAnswer,
  event_name: z.string(),
  acronym_title: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  venue: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  date_format: z.string().nullable(),
  logo: z.string().nullable(),
  logo_mime_type: z.string().nullable(),
  conf_id: z.number(),
});

/** GET /site/cfp-list */
export const publicCfpListAnswer = z.array(publicCfpListItem);

const conferenceShortInfo = z.strictObject({
  id: z.number(),
  event_name: z.string(),
  acronym_title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  last_submission_date: z.string().nullable(),
  timezone_for_deadline: z.string(),
  date_format: z.string().nullable(),
  last_submission_at: z.string().nullable(),
  submission: submissionStateAnswer,
  submission_instructions_html: z.string().nullable(),
  submission_templates: submissionTemplatesAnswer,
});

/** GET /site/conf/short/{id}: a list whose one item is the conference. */
export const conferenceShortAnswer = z.array(conferenceShortInfo).length(1);

// Every setting of the conference besides the named fields (the settings grow with the Edit
// Conference form), so the object is open: the named fields are checked, the rest pass.
const conferenceDetail = z.looseObject({
  id: z.number(),
  conf_id: z.number(),
  event_name: z.string(),
  acronym_title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  venue: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  conference_status: z.number(),
  logo: z.string().nullable(),
  logo_mime_type: z.string().nullable(),
  banner: z.string().nullable(),
  banner_mime_type: z.string().nullable(),
  last_submission_at: z.string().nullable(),
  permissions: z.array(z.string()),
  oc_permissions: z.array(z.number()),
  can_update: z.boolean(),
  submission: submissionStateAnswer,
});

/** GET /conference/{id}: a list whose one item is the conference. */
export const conferenceDetailAnswer = z.array(conferenceDetail).length(1);

/** GET /site/mail-domain */
export const mailDomainAnswer = z.strictObject({ mail_domain: z.string() });

/** POST /conference/{approve|reject|...}/{id} */
export const conferenceStatusChangedAnswer = z.strictObject({ id: z.number(), conference_status: z.number() });

/** POST /cfp-circulation-email */
export const cfpCirculationSentAnswer = z.strictObject({ count: z.number() });

type _Agrees = [
  Assert<Same<z.output<typeof conferenceStatusChangedAnswer>, ConferenceStatusChanged>>,
  Assert<Same<z.output<typeof cfpCirculationSentAnswer>, CfpCirculationSent>>,
  Assert<Same<z.output<typeof conferenceListItem>, ConferenceListItem>>,
  Assert<Same<z.output<typeof publicCfpListItem>, PublicCfpListItem>>,
  Assert<Same<z.output<typeof conferenceShortInfo>, ConferenceShortInfo>>,
  Assert<Same<z.output<typeof conferenceDetail>, ConferenceDetail>>,
];
