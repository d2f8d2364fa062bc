// The chairs' extra submission fields (additional_fields_submission_form): the schemas of
// their definitions (GET/POST /conference/submission-fields/{confId}) and of the extra file slots. The
// ONE check of an author's answers, run by the submission dialog and by the server alike, is
// checkSubmissionFieldValues in ../rules/submissionForm.ts.
import { z } from "zod";
import {
  SUBMISSION_FIELD_TEXT_MAX,
  SUBMISSION_FIELD_TYPES,
  SUBMISSION_FIELD_VISIBILITIES,
  SUBMISSION_FIELDS_MAX,
  SUBMISSION_FILE_SLOTS_MAX,
  SUBMISSION_FILE_TYPES,
} from "../options/forms.js";
import { oneLineText } from "./common.js";

/** One field (base object, without refinements: safe to extend or pick). */
export const submissionFieldBase = z.object({
  /** stable name of the answer in `fields` */
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, "Key must be 1-40 lower-case letters, digits or _, starting with a letter."),
  label: oneLineText("Label", 200),
  type: z.enum(SUBMISSION_FIELD_TYPES, { error: "Type must be text, select or checkbox." }),
  options: z.array(oneLineText("Option", 200)).max(50, "At most 50 options.").default([]),
  required: z.boolean().default(false),
  /** reviewers: assigned reviewers see the answer too; chairs: chairs (and the authors) only */
  visibility: z
    .enum(SUBMISSION_FIELD_VISIBILITIES, { error: "Visibility must be reviewers or chairs." })
    .default("reviewers"),
});

export const submissionFieldsSchema = z
  .object({
    fields: z.array(submissionFieldBase).max(SUBMISSION_FIELDS_MAX, `At most ${SUBMISSION_FIELDS_MAX} fields.`),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.fields.forEach((f, i) => {
      if (seen.has(f.key))
        ctx.addIssue({ code: "custom", path: ["fields", i, "key"], message: `Key ${f.key} is used twice.` });
      seen.add(f.key);
      if (f.type === "select" && f.options.length === 0)
        ctx.addIssue({
          code: "custom",
          path: ["fields", i, "options"],
          message: "A select needs at least one option.",
        });
    });
  });

export type SubmissionField = z.infer<typeof submissionFieldBase>;
export type SubmissionFieldsInput = z.infer<typeof submissionFieldsSchema>;

/** The stored definitions (JSON text of the setting); anything unreadable reads as no fields. */
export function parseSubmissionFields(stored: string | null | undefined): SubmissionField[] {
  if (!stored?.trim()) return [];
  try {
    const parsed = submissionFieldsSchema.safeParse({ fields: JSON.parse(stored) });
    return parsed.success ? parsed.data.fields : [];
  } catch {
    return [];
  }
}

/** `fields` of the submit and update calls: a JSON object in the multipart body. */
export const submissionFieldValuesField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === "") return undefined;
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .record(
      z.string().max(40),
      z.union([
        z.string().max(SUBMISSION_FIELD_TEXT_MAX, `An answer may be at most ${SUBMISSION_FIELD_TEXT_MAX} characters.`),
        z.boolean(),
      ]),
      {
        error: "Fields must be a JSON object of answers (text or true/false).",
      },
    )
    .optional(),
);

// ---------------------------------------------------------------------------------------------
// Extra file slots (file_upload_fields_submission_form): besides the paper file, the
// chairs may ask for more files (e.g. supplementary material). They travel in the submit and update
// calls as multipart files named `extra_file_<key>`.

/** One slot (base object, without refinements). */
export const submissionFileSlotBase = z.object({
  key: submissionFieldBase.shape.key,
  label: oneLineText("Label", 200),
  types: z
    .array(z.enum(SUBMISSION_FILE_TYPES, { error: "Types must be among pdf, zip, doc and docx." }))
    .min(1, "Choose at least one file type."),
  /** at most this many MB (and never more than the site's upload limit) */
  max_mb: z.coerce
    .number({ error: "Max size must be a number of MB." })
    .int("Max size must be a whole number of MB.")
    .min(1, "Max size must be at least 1 MB."),
  required: z.boolean().default(false),
});

export const submissionFileSlotsSchema = z
  .object({
    slots: z
      .array(submissionFileSlotBase)
      .max(SUBMISSION_FILE_SLOTS_MAX, `At most ${SUBMISSION_FILE_SLOTS_MAX} file slots.`),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.slots.forEach((s, i) => {
      if (seen.has(s.key))
        ctx.addIssue({ code: "custom", path: ["slots", i, "key"], message: `Key ${s.key} is used twice.` });
      seen.add(s.key);
    });
  });

export type SubmissionFileSlot = z.infer<typeof submissionFileSlotBase>;
export type SubmissionFileSlotsInput = z.infer<typeof submissionFileSlotsSchema>;

/** The stored slots (JSON text of the setting); anything unreadable reads as no slots. */
export function parseSubmissionFileSlots(stored: string | null | undefined): SubmissionFileSlot[] {
  if (!stored?.trim()) return [];
  try {
    const parsed = submissionFileSlotsSchema.safeParse({ slots: JSON.parse(stored) });
    return parsed.success ? parsed.data.slots.map((s) => ({ ...s, types: [...new Set(s.types)] })) : [];
  } catch {
    return [];
  }
}
