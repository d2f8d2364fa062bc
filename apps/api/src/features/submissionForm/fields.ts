// The chairs' extra submission fields: their definitions live in the conference's
// additional_fields_submission_form setting (JSON), the answers in papers.submission_fields.
import {
  type SubmissionField,
  type SubmissionFieldValues,
  checkSubmissionFieldValues,
  parseSubmissionFields,
  submissionFieldsSchema,
} from "@symposia/domain";
import { type FieldErrors, validationFailed } from "../../http/errors.js";

const parsed = new Map<string, SubmissionField[]>();

/** The definitions of a conference, parsed once per distinct stored text (a list asks 500 times). */
export function fieldsOf(conf: { additional_fields_submission_form?: string | null }): SubmissionField[] {
  const stored = conf.additional_fields_submission_form ?? "";
  let defs = parsed.get(stored);
  if (!defs) {
    defs = parseSubmissionFields(stored);
    if (parsed.size > 500) parsed.clear();
    parsed.set(stored, defs);
  }
  return defs;
}

/** The author's answers, checked (422 per field); undefined stays undefined (an update leaves them). */
export function requireFieldValues(
  conf: { additional_fields_submission_form?: string | null },
  values: SubmissionFieldValues | undefined,
  isNew: boolean,
): SubmissionFieldValues | undefined {
  if (values === undefined && !isNew) return undefined;
  const checked = checkSubmissionFieldValues(fieldsOf(conf), values);
  if (Object.keys(checked.errors).length) throw validationFailed(checked.errors);
  return checked.values;
}

/** The stored answers of a paper (unreadable: none). */
export function storedValues(text: string | null | undefined): SubmissionFieldValues {
  if (!text) return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as SubmissionFieldValues) : {};
  } catch {
    return {};
  }
}

/** The Edit Conference form may send the setting as text: it must be definitions (or blank). */
export function fieldsSettingErrors(update: Record<string, unknown>): FieldErrors {
  const text = update.additional_fields_submission_form;
  if (typeof text !== "string" || !text.trim()) return {};
  try {
    if (submissionFieldsSchema.safeParse({ fields: JSON.parse(text) }).success) return {};
  } catch {
    // falls through
  }
  return {
    additional_fields_submission_form: [
      "Additional Fields must be edited on the Submission Fields screen (a JSON list of fields).",
    ],
  };
}

/** The CSV cells of a paper's answers, in the order of the definitions ("Yes"/"No" for checkboxes). */
export function extraFieldCells(defs: readonly SubmissionField[], stored: string | null | undefined): string[] {
  const values = storedValues(stored);
  return defs.map((d) => {
    const v = values[d.key];
    if (d.type === "checkbox") return v === true ? "Yes" : "No";
    return typeof v === "string" ? v : "";
  });
}
