// Answer schemas of the submission form calls: extra fields, file slots, the presenter and the
// missing-paper mail (answers/submission.ts).
import { z } from "zod";
import type {
  FileSlotsAnswer,
  MissingPaperMailOutcome,
  PresenterSet,
  SubmissionFieldsAnswer,
} from "../../answers/submission.js";
import { SUBMISSION_FIELD_TYPES, SUBMISSION_FIELD_VISIBILITIES, SUBMISSION_FILE_TYPES } from "../../options/forms.js";
import type { Assert, Same } from "./agree.js";

/** GET and POST /conference/submission-fields/{confId} */
export const submissionFieldsAnswer = z.strictObject({
  conf_id: z.number(),
  fields: z.array(
    z.strictObject({
      key: z.string(),
      label: z.string(),
      type: z.enum(SUBMISSION_FIELD_TYPES),
      options: z.array(z.string()),
      required: z.boolean(),
      visibility: z.enum(SUBMISSION_FIELD_VISIBILITIES),
    }),
  ),
});

/** GET and POST /conference/submission-file-slots/{confId} */
export const fileSlotsAnswer = z.strictObject({
  conf_id: z.number(),
  slots: z.array(
    z.strictObject({
      key: z.string(),
      label: z.string(),
      types: z.array(z.enum(SUBMISSION_FILE_TYPES)),
      max_mb: z.number(),
      required: z.boolean(),
    }),
  ),
  upload_limit_mb: z.number(),
});

/** POST /conference/missing-paper-mail/{confId} */
export const missingPaperMailAnswer = z.strictObject({
  conf_id: z.number(),
  papers: z.number(),
  sent: z.number(),
  skipped: z.number(),
  preview: z.literal(true).optional(),
});

/** POST /paper/presenter/{paperId} */
export const presenterSetAnswer = z.strictObject({ paper_id: z.number(), presenter_author_id: z.number() });

type _Agrees = [
  Assert<Same<z.output<typeof presenterSetAnswer>, PresenterSet>>,
  Assert<Same<z.output<typeof submissionFieldsAnswer>, SubmissionFieldsAnswer>>,
  Assert<Same<z.output<typeof fileSlotsAnswer>, FileSlotsAnswer>>,
  Assert<Same<z.output<typeof missingPaperMailAnswer>, MissingPaperMailOutcome>>,
];
