// Request schemas of the organising committee and the call for papers (spec part 2 §3, §5, §7).
import { z } from "zod";
import { COMMITTEE_TYPE_VALUES, DEFAULT_COMMITTEE_TYPE } from "../options/committee.js";
import { CFP_DETAILS_MAX_LENGTH } from "../rules/cfp.js";
import { countryField, emailField, oneLineText } from "./common.js";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

export const committeeTypeField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: "Committee type must be a number." })
    .int("Committee type must be one of the listed types.")
    .refine((v) => COMMITTEE_TYPE_VALUES.includes(v), "Committee type must be one of the listed types.")
    .optional()
    .default(DEFAULT_COMMITTEE_TYPE),
);

export const sequenceField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: "Sequence is required." })
    .int("Sequence must be a whole number.")
    .min(1, "Sequence must be at least 1.")
    .max(10_000, "Sequence must be at most 10000."),
);

/** POST /cfp/{confId}, first shape: a member picked with the user search. */
export const committeeBySearchSchema = z.object({
  organizing_committee_type: committeeTypeField,
  sequence: sequenceField,
  org_com_user_id: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Choose a user with the search." })
      .int("Choose a user with the search.")
      .positive("Choose a user with the search.")
      .max(2147483647, "Choose a user with the search."),
  ),
});

/** POST /cfp/{confId}, second shape: a member typed by hand. */
export const committeeManualSchema = z.object({
  organizing_committee_type: committeeTypeField,
  sequence: sequenceField,
  first_name: oneLineText("First name", 100),
  last_name: oneLineText("Last name", 100),
  email: emailField(),
  country: countryField,
  affiliation: oneLineText("Affiliation", 255),
});

export type CommitteeBySearchInput = z.output<typeof committeeBySearchSchema>;
export type CommitteeManualInput = z.output<typeof committeeManualSchema>;
export type CommitteeAddInput = ({ by: "user" } & CommitteeBySearchInput) | ({ by: "manual" } & CommitteeManualInput);

/**
 * POST /cfp/{confId} accepts either shape; the presence of org_com_user_id decides which one, so
 * the field errors name the fields of the shape the client meant (a plain union would only say
 * "Invalid input").
 */
export const committeeAddSchema = z.unknown().transform((value, ctx): CommitteeAddInput => {
  const body = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const bySearch = body.org_com_user_id !== undefined && body.org_com_user_id !== null && body.org_com_user_id !== "";
  const parsed = bySearch ? committeeBySearchSchema.safeParse(body) : committeeManualSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return bySearch
    ? { by: "user", ...(parsed.data as CommitteeBySearchInput) }
    : { by: "manual", ...(parsed.data as CommitteeManualInput) };
});

/** POST /cfp-data/update/{confId}: the text fields of the multipart body (cfp_file travels as a file). */
export const cfpUpdateSchema = z.object({
  cfp_details: z
    .string({ error: "CFP details must be text." })
    .max(CFP_DETAILS_MAX_LENGTH, `CFP details must be at most ${CFP_DETAILS_MAX_LENGTH} characters.`)
    .optional()
    .default(""),
  /** "1" removes the stored file (when no new file is sent) */
  remove_cfp_file: z.preprocess(
    blankToUndefined,
    z.enum(["0", "1"], { error: "remove_cfp_file must be 0 or 1." }).optional().default("0"),
  ),
});

/**
 * GET /cfp/{confId} and GET /site/cfp/{id}: the spec's answer carries the PDF as base64; a client
 * that downloads it from its own URL instead passes include_file=0 and gets only has_file.
 */
export const cfpReadQuerySchema = z.object({
  include_file: z.preprocess(
    blankToUndefined,
    z.enum(["0", "1"], { error: "include_file must be 0 or 1." }).optional().default("1"),
  ),
});
