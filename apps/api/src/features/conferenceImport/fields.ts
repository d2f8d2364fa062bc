// HotCRP's custom options onto the conference's extra submission fields, matched by label or key
// (case-insensitive). An option with no such field, or a value the field cannot take, is left out.
import { SUBMISSION_FIELD_TEXT_MAX, type SubmissionField, type SubmissionFieldValues } from "@symposia/domain";

export function matchFields(
  defs: readonly SubmissionField[],
  options: Record<string, string> | undefined,
): SubmissionFieldValues {
  const out: SubmissionFieldValues = {};
  for (const [name, raw] of Object.entries(options ?? {})) {
    const def = defs.find(
      (d) => d.label.toLowerCase() === name.toLowerCase() || d.key.toLowerCase() === name.toLowerCase(),
    );
    if (!def) continue;
    const value = raw.trim();
    if (def.type === "checkbox") out[def.key] = /^(1|true|yes|on)$/i.test(value);
    else if (def.type === "select") {
      const option = def.options.find((o) => o.toLowerCase() === value.toLowerCase());
      if (option) out[def.key] = option;
    } else if (value) out[def.key] = value.slice(0, SUBMISSION_FIELD_TEXT_MAX);
  }
  return out;
}
