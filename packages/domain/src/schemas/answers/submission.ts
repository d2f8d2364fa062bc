// The answer schema of where a conference's submission stands (answers/submission.ts).
import { z } from "zod";
import { SUBMISSION_NATURES } from "../../options/conferenceSettings.js";
import type { SubmissionGuidance, SubmissionState } from "../../answers/submission.js";
import type { Assert, Same } from "./agree.js";

export const submissionStateAnswer = z.strictObject({
  nature: z.enum(SUBMISSION_NATURES),
  abstract_registration: z.boolean(),
  accepts_file: z.boolean(),
  abstract_required: z.boolean(),
  mode: z.enum(["automatic", "manual"]),
  registration_open: z.boolean(),
  registration_refusal: z.string().nullable(),
  file_open: z.boolean(),
  file_optional_now: z.boolean(),
  opens_at: z.string().nullable(),
  registration_closes_at: z.string().nullable(),
  abstract_deadline_at: z.string().nullable(),
  file_deadline_at: z.string().nullable(),
  timezone: z.string(),
});

export const submissionTemplatesAnswer = z.array(z.strictObject({ label: z.string(), url: z.string() }));

type _Agrees = [
  Assert<Same<z.output<typeof submissionStateAnswer>, SubmissionState>>,
  Assert<Same<z.output<typeof submissionTemplatesAnswer>, SubmissionGuidance["submission_templates"]>>,
];
