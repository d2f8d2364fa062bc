import type { ReviewFieldVisibility } from "../options/forms.js";
import { REVIEWER_CONFIDENCES, REVIEWER_EVALUATIONS } from "../options/papers.js";
import type { ReviewField } from "../schemas/reviewForm.js";
import { countWords } from "./text.js";

// The conference's review form: the kinds of fields a chair designs (their schema is
// reviewFieldSchema in ../schemas/reviewForm.ts), the default form (today's four fields), and THE one
// check of a review's answers against a form. The review dialog and POST /paper/add-review both call
// validateReviewAnswers and countWords, so a word count or a required field is judged the same on both sides.

export const REVIEW_FIELD_TYPES = ["score", "text", "select", "checkbox"] as const;

export const REVIEW_TEXT_MAX_CHARS = 20_000;

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
  {
    key: "reviewer_remarks",
    label: "Remarks",
    description: "",
    type: "text",
    required: true,
    visibility: "authors",
    min_words: null,
    max_words: null,
  },
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
export const LEGACY_REVIEW_KEYS = [
  "reviewer_evaluation",
  "reviewer_confidence",
  "reviewer_remarks",
  "reviewer_confidential_remarks",
] as const;

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
    if (typeof n !== "number" || !Number.isInteger(n))
      return { value: null, error: `${field.label} must be a number.` };
    if (!values.includes(n))
      return { value: null, error: `${field.label} must be one of ${[...values].sort((a, b) => b - a).join(", ")}.` };
    return { value: n };
  }
  if (typeof raw !== "string") return { value: null, error: `${field.label} must be text.` };
  const text = raw.trim();
  if (field.type === "select") {
    if (!field.options.includes(text))
      return { value: null, error: `${field.label} must be one of: ${field.options.join(", ")}.` };
    return { value: text };
  }
  if (text.length > REVIEW_TEXT_MAX_CHARS)
    return { value: text, error: `${field.label} must be at most ${REVIEW_TEXT_MAX_CHARS} characters.` };
  if (!draft) {
    const words = countWords(text);
    if (field.min_words != null && words < field.min_words)
      return { value: text, error: `${field.label} needs at least ${field.min_words} words (it has ${words}).` };
    if (field.max_words != null && words > field.max_words)
      return { value: text, error: `${field.label} may have at most ${field.max_words} words (it has ${words}).` };
  }
  return { value: text };
}

/**
 * Checks a review's answers against a form: the one rule for the review dialog and the server. A
 * draft skips the required fields and the word limits (it is unfinished), but a value it does give
 * must still fit its field. Keys the form does not have are ignored.
 */
export function validateReviewAnswers(
  fields: readonly ReviewField[],
  answers: Readonly<Record<string, unknown>>,
  options: { draft?: boolean } = {},
): AnswersCheck {
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
      const a = old.scale
        .map((s) => s.value)
        .sort((x, y) => x - y)
        .join(",");
      const b = now.scale
        .map((s) => s.value)
        .sort((x, y) => x - y)
        .join(",");
      if (a !== b) changes.push(`changes the scale of "${old.label}"`);
    } else if (old.type === "select" && now.type === "select" && old.options.some((o) => !now.options.includes(o))) {
      changes.push(`removes options of "${old.label}"`);
    }
  }
  return changes;
}
