import { z } from "zod";
import { REVIEWER_CONFIDENCES, REVIEWER_EVALUATIONS } from "../options/papers.js";

// The conference's review form (issue 17): the field definitions a chair designs, the default form
// (today's four fields), and THE one check of a review's answers against a form. The review dialog
// and POST /paper/add-review both call validateReviewAnswers and countWords, so a word count or a
// required field is judged the same on both sides.

export const REVIEW_FIELD_TYPES = ["score", "text", "select", "checkbox"] as const;
export type ReviewFieldType = (typeof REVIEW_FIELD_TYPES)[number];

/** authors: authors, PC and chairs; pc: PC and chairs; chairs: chairs only. */
export const REVIEW_FIELD_VISIBILITIES = ["authors", "pc", "chairs"] as const;
export type ReviewFieldVisibility = (typeof REVIEW_FIELD_VISIBILITIES)[number];

export const REVIEW_TEXT_MAX_CHARS = 20_000;
/** Keys the add-review body uses itself; a field may not take them. */
const RESERVED_KEYS = new Set(["answers", "draft", "confirm", "fields"]);

/** The words of a text as the word limits count them: runs of non-space characters. */
export function countWords(text: string | null | undefined): number {
  if (!text) return 0;
  return text.split(/\s+/u).filter((w) => w !== "").length;
}

const scaleEntry = z.object({
  value: z.number({ error: "A scale value must be a whole number." }).int("A scale value must be a whole number.").min(-100).max(100),
  label: z.string({ error: "Every scale value needs a label." }).trim().min(1, "Every scale value needs a label.").max(100),
});

const fieldBase = {
  key: z
    .string({ error: "Every field needs a key." })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,49}$/, "A key is 1 to 50 lower-case letters, digits or _, starting with a letter.")
    .refine((k) => !RESERVED_KEYS.has(k), "This key is reserved; choose another."),
  label: z.string({ error: "Every field needs a label." }).trim().min(1, "Every field needs a label.").max(200, "A label must be at most 200 characters."),
  description: z.string().trim().max(2000, "A description must be at most 2000 characters.").optional().default(""),
  required: z.boolean({ error: "required must be true or false." }).optional().default(false),
  visibility: z.enum(REVIEW_FIELD_VISIBILITIES, { error: "visibility must be authors, pc or chairs." }).optional().default("pc"),
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

const wordLimit = z.number({ error: "A word limit must be a whole number." }).int("A word limit must be a whole number.").min(0).max(10_000).nullish();

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

/** Today's four fields: the form of every conference until its chairs design one. */
export const DEFAULT_REVIEW_FORM: readonly ReviewField[] = [
  {
    key: "reviewer_evaluation",
    label: "Evaluation",
    description: "",
    type: "score",
    required: true,
    visibility: "authors",
    scale: REVIEWER_EVALUATIONS.map((e) => ({ value: e.value, label: e.label })),
  },
  {
    key: "reviewer_confidence",
    label: "Confidence",
    description: "",
    type: "score",
    required: true,
    visibility: "authors",
    scale: REVIEWER_CONFIDENCES.map((e) => ({ value: e.value, label: e.label })),
  },
  { key: "reviewer_remarks", label: "Remarks", description: "", type: "text", required: true, visibility: "authors", min_words: null, max_words: null },
  {
    key: "reviewer_confidential_remarks",
    label: "Confidential remarks",
    description: "Seen by the programme committee and the chairs, never by the authors.",
    type: "text",
    required: false,
    visibility: "pc",
    min_words: null,
    max_words: null,
  },
];

/** The four keys whose answers are also kept in the spec's review columns. */
export const LEGACY_REVIEW_KEYS = ["reviewer_evaluation", "reviewer_confidence", "reviewer_remarks", "reviewer_confidential_remarks"] as const;

export type ReviewAnswer = number | string | boolean | null;
export type ReviewAnswers = Record<string, ReviewAnswer>;

/** A form as stored: its version (0 is the built-in default) and its fields. */
export interface ReviewForm {
  version: number;
  fields: ReviewField[];
}

export interface AnswersCheck {
  /** the answers as stored: only the form's keys, normalised (numbers, trimmed text, booleans) */
  values: ReviewAnswers;
  /** per field key, the messages to show under it */
  errors: Record<string, string[]>;
}

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === "string" && v.trim() === "");
}

function checkOne(field: ReviewField, raw: unknown, draft: boolean): { value: ReviewAnswer; error?: string } {
  const need = field.required && !draft;
  if (field.type === "checkbox") {
    const on = raw === true || raw === 1 || raw === "1" || raw === "true" || raw === "on";
    const off = isBlank(raw) || raw === false || raw === 0 || raw === "0" || raw === "false";
    if (!on && !off) return { value: null, error: `${field.label} must be ticked or not.` };
    if (need && !on) return { value: false, error: `${field.label} must be ticked.` };
    return { value: on };
  }
  if (isBlank(raw)) return need ? { value: null, error: `${field.label} is required.` } : { value: null };
  if (field.type === "score") {
    const n = typeof raw === "string" ? Number(raw.trim()) : raw;
    const values = field.scale.map((s) => s.value);
    if (typeof n !== "number" || !Number.isInteger(n)) return { value: null, error: `${field.label} must be a number.` };
    if (!values.includes(n)) return { value: null, error: `${field.label} must be one of ${[...values].sort((a, b) => b - a).join(", ")}.` };
    return { value: n };
  }
  if (typeof raw !== "string") return { value: null, error: `${field.label} must be text.` };
  const text = raw.trim();
  if (field.type === "select") {
    if (!field.options.includes(text)) return { value: null, error: `${field.label} must be one of: ${field.options.join(", ")}.` };
    return { value: text };
  }
  if (text.length > REVIEW_TEXT_MAX_CHARS) return { value: text, error: `${field.label} must be at most ${REVIEW_TEXT_MAX_CHARS} characters.` };
  if (!draft) {
    const words = countWords(text);
    if (field.min_words != null && words < field.min_words) return { value: text, error: `${field.label} needs at least ${field.min_words} words (it has ${words}).` };
    if (field.max_words != null && words > field.max_words) return { value: text, error: `${field.label} may have at most ${field.max_words} words (it has ${words}).` };
  }
  return { value: text };
}

/**
 * Checks a review's answers against a form: the one rule for the review dialog and the server. A
 * draft skips the required fields and the word limits (it is unfinished), but a value it does give
 * must still fit its field. Keys the form does not have are ignored.
 */
export function validateReviewAnswers(fields: readonly ReviewField[], answers: Readonly<Record<string, unknown>>, options: { draft?: boolean } = {}): AnswersCheck {
  const values: ReviewAnswers = {};
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    const { value, error } = checkOne(field, answers[field.key], options.draft === true);
    values[field.key] = value;
    if (error) errors[field.key] = [error];
  }
  return { values, errors };
}

/** The label of a score value or the text of an answer, as a screen or the CSV writes it. */
export function describeAnswer(field: ReviewField | undefined, value: ReviewAnswer | undefined): string {
  if (value === null || value === undefined) return "";
  if (field?.type === "score") {
    const label = field.scale.find((s) => s.value === value)?.label;
    return label ? `${label} (${String(value)})` : String(value);
  }
  if (field?.type === "checkbox" || typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** Who reads a field: the viewer's widest circle. */
export type ReviewAudience = "authors" | "pc" | "chairs";

/** Does a field of this visibility reach this audience. */
export function fieldVisibleTo(visibility: ReviewFieldVisibility, audience: ReviewAudience): boolean {
  if (audience === "chairs") return true;
  if (audience === "pc") return visibility !== "chairs";
  return visibility === "authors";
}

/**
 * What a new form version drops of an old one's answers: fields removed and score fields whose
 * scale values changed. Adding fields, relabelling, reordering, or changing texts costs nothing.
 */
export function breakingFormChanges(before: readonly ReviewField[], after: readonly ReviewField[]): string[] {
  const changes: string[] = [];
  for (const old of before) {
    const now = after.find((f) => f.key === old.key);
    if (!now) {
      changes.push(`removes "${old.label}"`);
      continue;
    }
    if (now.type !== old.type) changes.push(`changes the type of "${old.label}"`);
    else if (old.type === "score" && now.type === "score") {
      const a = old.scale.map((s) => s.value).sort((x, y) => x - y).join(",");
      const b = now.scale.map((s) => s.value).sort((x, y) => x - y).join(",");
      if (a !== b) changes.push(`changes the scale of "${old.label}"`);
    } else if (old.type === "select" && now.type === "select" && old.options.some((o) => !now.options.includes(o))) {
      changes.push(`removes options of "${old.label}"`);
    }
  }
  return changes;
}
