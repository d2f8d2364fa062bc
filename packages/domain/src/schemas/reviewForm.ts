import { z } from "zod";
import { REVIEW_FIELD_VISIBILITIES } from "../options/forms.js";

// The conference's review form: the schema of the field definitions a chair designs. The
// default form and THE one check of a review's answers against a form (validateReviewAnswers) are in
// ../rules/reviewForm.ts.

/** Keys the add-review body uses itself; a field may not take them. */
const RESERVED_KEYS = new Set(["answers", "draft", "confirm", "fields"]);

const scaleEntry = z.object({
  value: z
    .number({ error: "A scale value must be a whole number." })
    .int("A scale value must be a whole number.")
    .min(-100)
    .max(100),
  label: z
    .string({ error: "Every scale value needs a label." })
    .trim()
    .min(1, "Every scale value needs a label.")
    .max(100),
});

const fieldBase = {
  key: z
    .string({ error: "Every field needs a key." })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,49}$/, "A key is 1 to 50 lower-case letters, digits or _, starting with a letter.")
    .refine((k) => !RESERVED_KEYS.has(k), "This key is reserved; choose another."),
  label: z
    .string({ error: "Every field needs a label." })
    .trim()
    .min(1, "Every field needs a label.")
    .max(200, "A label must be at most 200 characters."),
  description: z.string().trim().max(2000, "A description must be at most 2000 characters.").optional().default(""),
  required: z.boolean({ error: "required must be true or false." }).optional().default(false),
  visibility: z
    .enum(REVIEW_FIELD_VISIBILITIES, { error: "visibility must be authors, pc or chairs." })
    .optional()
    .default("pc"),
};

const scoreField = z.object({
  ...fieldBase,
  type: z.literal("score"),
  scale: z
    .array(scaleEntry, { error: "A score field needs a scale." })
    .min(2, "A scale needs at least two values.")
    .max(21, "A scale has at most 21 values.")
    .refine((s) => new Set(s.map((e) => e.value)).size === s.length, "The values of a scale must differ."),
});

const wordLimit = z
  .number({ error: "A word limit must be a whole number." })
  .int("A word limit must be a whole number.")
  .min(0)
  .max(10_000)
  .nullish();

const textField = z
  .object({ ...fieldBase, type: z.literal("text"), min_words: wordLimit, max_words: wordLimit })
  .refine((f) => f.min_words == null || f.max_words == null || f.min_words <= f.max_words, {
    message: "The minimum word count must not exceed the maximum.",
    path: ["max_words"],
  });

const selectField = z.object({
  ...fieldBase,
  type: z.literal("select"),
  options: z
    .array(z.string().trim().min(1, "An option cannot be empty.").max(200), { error: "A select field needs options." })
    .min(1, "A select field needs at least one option.")
    .max(50)
    .refine((o) => new Set(o).size === o.length, "The options must differ."),
});

const checkboxField = z.object({ ...fieldBase, type: z.literal("checkbox") });

export const reviewFieldSchema = z.discriminatedUnion("type", [scoreField, textField, selectField, checkboxField], {
  error: "type must be score, text, select or checkbox.",
});
export type ReviewField = z.infer<typeof reviewFieldSchema>;
export type ReviewFieldInput = z.input<typeof reviewFieldSchema>;

export const reviewFormFieldsSchema = z
  .array(reviewFieldSchema, { error: "fields must be a list." })
  .min(1, "A review form needs at least one field.")
  .max(50, "A review form has at most 50 fields.")
  .refine((fields) => new Set(fields.map((f) => f.key)).size === fields.length, "Every field needs its own key.");

/** POST /conference/review-form/{confId}. */
export const saveReviewFormSchema = z.object({
  fields: reviewFormFieldsSchema,
  /** the chair's confirmation when the change removes a field or changes a scale that reviews answered */
  confirm: z.boolean().optional().default(false),
});
export type SaveReviewFormInput = z.infer<typeof saveReviewFormSchema>;
