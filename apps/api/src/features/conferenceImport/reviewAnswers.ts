// An imported review (EasyChair's overall evaluation, confidence and text) onto the conference's
// current review form: each value goes to the field the default form keeps it in, or else to the
// custom form's field that reads as the same thing. A value with no field on the form, or one off
// its scale, refuses the record (nothing is dropped silently); the form's checks apply as to a draft,
// since an imported review cannot answer fields the other tool never asked.
import { type ReviewAnswers, type ReviewField, type ReviewForm, validateReviewAnswers } from "@symposia/domain";
import type { PlannedReview } from "./plan.js";

type Kind = "evaluation" | "confidence" | "remarks";

const KEYS: Record<Kind, string> = {
  evaluation: "reviewer_evaluation",
  confidence: "reviewer_confidence",
  remarks: "reviewer_remarks",
};
const NAMES: Record<Kind, string> = { evaluation: "overall evaluation", confidence: "confidence", remarks: "text" };

function fieldFor(fields: readonly ReviewField[], kind: Kind): ReviewField | undefined {
  const byKey = fields.find((f) => f.key === KEYS[kind]);
  if (byKey) return byKey;
  if (kind === "remarks") return fields.find((f) => f.type === "text" && f.visibility === "authors");
  const confidence = (f: ReviewField) => f.type === "score" && /confiden/i.test(f.label);
  return kind === "confidence" ? fields.find(confidence) : fields.find((f) => f.type === "score" && !confidence(f));
}

/** The review's answers on the form, or why it cannot be stored; null when it carries nothing to store. */
export function importedAnswers(
  form: ReviewForm,
  r: PlannedReview,
): { values: ReviewAnswers } | { refusal: string } | null {
  const given: [Kind, number | string | null][] = [
    ["evaluation", r.evaluation],
    ["confidence", r.confidence],
    ["remarks", r.remarks || null],
  ];
  if (given.every(([, v]) => v === null)) return null;
  const answers: Record<string, unknown> = {};
  for (const [kind, value] of given) {
    if (value === null) continue;
    const field = fieldFor(form.fields, kind);
    if (!field) return { refusal: `the review form has no field for the ${NAMES[kind]}` };
    if (field.type === "score" && !field.scale.some((s) => s.value === value)) {
      const values = field.scale.map((s) => s.value).sort((a, b) => a - b);
      return {
        refusal: `the ${NAMES[kind]} ${String(value)} is not on the scale of "${field.label}" (${values.join(", ")})`,
      };
    }
    answers[field.key] = value;
  }
  const { values, errors } = validateReviewAnswers(form.fields, answers, { draft: true });
  const first = Object.entries(errors)[0];
  if (first) return { refusal: `"${form.fields.find((f) => f.key === first[0])?.label}": ${first[1][0]}` };
  return { values };
}
