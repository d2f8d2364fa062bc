import {
  DEFAULT_REVIEW_FORM,
  LEGACY_REVIEW_KEYS,
  type ReviewAnswers,
  type ReviewAudience,
  type ReviewField,
  fieldVisibleTo,
} from "@symposia/domain";

// A stored review's answers and the form version it was written against, and the one cut of those
// answers to what an audience may read (per field visibility). reviewerDataFor decides
// who is which audience; this file only applies it.

/** The stored facts of a review that carry its answers. */
export interface StoredAnswers {
  reviewer_evaluation: number | null;
  reviewer_confidence: number | null;
  reviewer_remarks: string | null;
  reviewer_confidential_remarks: string | null;
  reviewed_at: string | null;
  /** JSON answers; null for a review written before forms (read from the four columns) */
  answers?: string | null;
  form_version?: number | null;
  /** JSON fields of the review's form version; null: the default form */
  form_fields?: string | null;
}

function parseJson<T>(raw: string | null | undefined, fallback: T): T {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/**
 * Parsed forms by their stored text. A page of reviews holds the same form once per review (a
 * list page of 50 papers, 150 times), and its cut is asked for twice per review; a form version is
 * never changed once written, so a text parses to the same fields every time. Kept frozen, as
 * every review that reads one shares it; the oldest goes first past the bound.
 */
const parsedForms = new Map<string, readonly ReviewField[]>();
const PARSED_FORMS_KEPT = 64;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The fields of the form a review was written against. */
export function formFieldsOf(entry: Pick<StoredAnswers, "form_fields">): readonly ReviewField[] {
  const text = entry.form_fields;
  if (!text) return DEFAULT_REVIEW_FORM;
  const kept = parsedForms.get(text);
  if (kept) return kept;
  const parsed = parseJson<ReviewField[] | null>(text, null);
  if (!parsed) return DEFAULT_REVIEW_FORM;
  const fields = deepFreeze(parsed);
  if (parsedForms.size >= PARSED_FORMS_KEPT) parsedForms.delete(parsedForms.keys().next().value!);
  parsedForms.set(text, fields);
  return fields;
}

/** All answers of a submitted review (none before it is submitted). */
export function storedAnswers(entry: StoredAnswers): ReviewAnswers {
  if (entry.reviewed_at === null) return {};
  const parsed = parseJson<ReviewAnswers | null>(entry.answers, null);
  if (parsed) return parsed;
  return {
    reviewer_evaluation: entry.reviewer_evaluation,
    reviewer_confidence: entry.reviewer_confidence,
    reviewer_remarks: entry.reviewer_remarks,
    reviewer_confidential_remarks: entry.reviewer_confidential_remarks,
  };
}

/**
 * The answers of a review that reach this audience, and the four spec columns cut the same way (a
 * column whose field the audience may not read, or that the form lacks, is null). A key the
 * review's form does not list reaches chairs only.
 */
/** May this audience read the answer to this key of a review on this form. */
function keyVisible(fields: readonly ReviewField[], key: string, audience: ReviewAudience): boolean {
  return visibilityOf(fields, audience).get(key) ?? audience === "chairs";
}

/**
 * Whether each key of a form reaches an audience (the first field of a key decides), worked out
 * once per form and audience: a list page cuts 150 reviews' answers on the same form or two. The
 * forms are kept objects (formFieldsOf's, DEFAULT_REVIEW_FORM), so the cut is kept with them.
 */
const visibilityByForm = new WeakMap<readonly ReviewField[], Map<ReviewAudience, Map<string, boolean>>>();

function visibilityOf(fields: readonly ReviewField[], audience: ReviewAudience): Map<string, boolean> {
  let byAudience = visibilityByForm.get(fields);
  if (!byAudience) visibilityByForm.set(fields, (byAudience = new Map()));
  let visible = byAudience.get(audience);
  if (!visible) {
    visible = new Map();
    for (const f of fields) if (!visible.has(f.key)) visible.set(f.key, fieldVisibleTo(f.visibility, audience));
    byAudience.set(audience, visible);
  }
  return visible;
}

/**
 * The definitions (label, scale labels, in the form's order) of the fields of a review's form
 * version that reach this audience: what a screen needs to read the answers answersFor lets
 * through, and nothing more (an author never learns the label of a pc or chairs field).
 */
export function fieldsFor(entry: Pick<StoredAnswers, "form_fields">, audience: ReviewAudience): ReviewField[] {
  const fields = formFieldsOf(entry);
  return fields.filter((f) => keyVisible(fields, f.key, audience));
}

export function answersFor<T extends StoredAnswers>(entry: T, audience: ReviewAudience) {
  const fields = formFieldsOf(entry);
  const all = storedAnswers(entry);
  const visible = (key: string) => keyVisible(fields, key, audience);
  const answers: ReviewAnswers = {};
  for (const [key, value] of Object.entries(all)) if (visible(key)) answers[key] = value;
  const column = <K extends (typeof LEGACY_REVIEW_KEYS)[number]>(key: K): T[K] | null =>
    visible(key) ? entry[key] : null;
  return {
    reviewer_evaluation: column("reviewer_evaluation"),
    reviewer_confidence: column("reviewer_confidence"),
    reviewer_remarks: column("reviewer_remarks"),
    reviewer_confidential_remarks: column("reviewer_confidential_remarks"),
    answers,
    form_version: entry.form_version ?? 0,
  };
}
