// Answer schemas of the CFP calls (answers/cfp.ts).
import { z } from "zod";
import type { CommitteeMemberAdded, ManagedCfp, PublicCfp } from "../../answers/cfp.js";
import type { Assert, Same } from "./agree.js";
import { submissionStateAnswer, submissionTemplatesAnswer } from "./submission.js";

const publicMemberShape = {
  id: z.number(),
  organizing_committee_type: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  affiliation: z.string(),
  country: z.string(),
  sequence: z.number(),
};

const committeeMember = z.strictObject({
  ...publicMemberShape,
  email: z.string(),
  user_id: z.number().nullable(),
  awaiting_email_verification: z.boolean(),
});

const publicMember = z.strictObject(publicMemberShape);

function groupsOf<T extends z.ZodType>(member: T) {
  return z.array(
    z.strictObject({ organizing_committee_type: z.number(), label: z.string(), members: z.array(member) }),
  );
}

/** GET /cfp/{confId} */
export const managedCfpAnswer = z.strictObject({
  conf_id: z.number(),
  cfp_details: z.string(),
  cfp_file: z.string().nullable(),
  cfp_file_mime_type: z.string().nullable(),
  has_file: z.boolean(),
  cfp_file_url: z.string().nullable(),
  cfp_data: z.array(committeeMember),
  cfp_groups: groupsOf(committeeMember),
});

/** GET /site/cfp/{id} */
export const publicCfpAnswer = z.strictObject({
  submission: submissionStateAnswer,
  submission_instructions_html: z.string().nullable(),
  submission_templates: submissionTemplatesAnswer,
  conf_id: z.number(),
  event_name: z.string(),
  acronym_title: z.string(),
  banner: z.string().nullable(),
  banner_mime_type: z.string().nullable(),
  logo: z.string().nullable(),
  logo_mime_type: z.string().nullable(),
  cfp_details: z.string(),
  has_file: z.boolean(),
  cfp_file: z.string().nullable(),
  cfp_file_mime_type: z.string().nullable(),
  cfp_file_url: z.string().nullable(),
  cfp_data: z.array(publicMember),
  cfp_groups: groupsOf(publicMember),
  support_emails: z.array(z.string()),
});

/** POST /cfp/{confId} */
export const committeeMemberAddedAnswer = z.strictObject({ id: z.number(), awaiting_email_verification: z.boolean() });

type _Agrees = [
  Assert<Same<z.output<typeof managedCfpAnswer>, ManagedCfp>>,
  Assert<Same<z.output<typeof publicCfpAnswer>, PublicCfp>>,
  Assert<Same<z.output<typeof committeeMemberAddedAnswer>, CommitteeMemberAdded>>,
];
