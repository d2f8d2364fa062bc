import { SUBMISSION_FILE_TYPES, type SubmissionFileType } from "../options/forms.js";
import type { SubmissionField, SubmissionFileSlot } from "../schemas/submissionForm.js";

// The chairs' extra submission fields and file slots: their kinds and limits, and the ONE
// check of an author's answers and files, run by the submission dialog and by the server alike (the
// schemas of the definitions are in ../schemas/submissionForm.ts).

export type SubmissionFieldValue = string | boolean;
export type SubmissionFieldValues = Record<string, SubmissionFieldValue>;

/**
 * The answers checked against the definitions: unknown keys refused, required ones present,
 * types and options respected. Errors are keyed `fields.<key>` (the field's own message).
 */
export function checkSubmissionFieldValues(
  defs: readonly SubmissionField[],
  values: SubmissionFieldValues | undefined,
): { values: SubmissionFieldValues; errors: Record<string, string[]> } {
  const given = values ?? {};
  const errors: Record<string, string[]> = {};
  const out: SubmissionFieldValues = {};
  for (const key of Object.keys(given))
    if (!defs.some((d) => d.key === key)) errors[`fields.${key}`] = ["This field is not part of the submission form."];
  for (const def of defs) {
    const v = given[def.key];
    const at = `fields.${def.key}`;
    if (def.type === "checkbox") {
      if (v !== undefined && typeof v !== "boolean") errors[at] = [`${def.label} must be true or false.`];
      else if (def.required && v !== true) errors[at] = [`${def.label} must be ticked.`];
      else out[def.key] = v === true;
      continue;
    }
    if (v !== undefined && typeof v !== "string") {
      errors[at] = [`${def.label} must be text.`];
      continue;
    }
    const text = (v ?? "").trim();
    if (!text) {
      if (def.required) errors[at] = [`${def.label} is required.`];
      continue;
    }
    if (def.type === "select" && !def.options.includes(text)) {
      errors[at] = [`${def.label} must be one of: ${def.options.join(", ")}.`];
      continue;
    }
    out[def.key] = text;
  }
  return { values: out, errors };
}

// ---------------------------------------------------------------------------------------------
// Extra file slots (file_upload_fields_submission_form): besides the paper file, the
// chairs may ask for more files (e.g. supplementary material). They travel in the submit and update
// calls as multipart files named `extra_file_<key>`.

export const EXTRA_FILE_PREFIX = "extra_file_";
/** the multipart field of a slot's file */
export const extraFileField = (key: string) => `${EXTRA_FILE_PREFIX}${key}`;

/** The file's type by its name's extension (the server also checks the content). */
export function fileTypeOfName(name: string): SubmissionFileType | null {
  const ext = name.toLowerCase().split(".").pop() ?? "";
  return (SUBMISSION_FILE_TYPES as readonly string[]).includes(ext) ? (ext as SubmissionFileType) : null;
}

/** Why a chosen file does not fit its slot (type by extension, size), or null; the server says the same. */
export function fileSlotProblem(slot: SubmissionFileSlot, file: { name: string; size: number }): string | null {
  const type = fileTypeOfName(file.name);
  if (!type || !slot.types.includes(type)) return `${slot.label} must be a ${slot.types.join(", ")} file.`;
  if (file.size > slot.max_mb * 1024 * 1024) return `${slot.label} may be at most ${slot.max_mb} MB.`;
  return null;
}
