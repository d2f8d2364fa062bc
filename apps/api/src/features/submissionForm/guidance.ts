// What authors are told about submitting: where submission stands now, the chairs'
// instructions (sanitised rich text) and the templates (links). The same answer on the conference
// card, My Papers, the submission dialog and the public CFP.
import { type SubmissionGuidance, templateLinks } from "@symposia/domain";
import { isBlankRichText, sanitizeRichText } from "../../files/sanitizeHtml.js";
import { type SubmissionFacts, SUBMISSION_FACT_COLUMNS, submissionState } from "../../policy/submission.js";

export const GUIDANCE_COLUMNS = [
  ...SUBMISSION_FACT_COLUMNS,
  "submission_instructions_for_authors",
  "submission_templates_for_authors",
] as const;

export interface GuidanceFacts extends SubmissionFacts {
  submission_instructions_for_authors: string | null;
  submission_templates_for_authors: string | null;
}

export function submissionGuidance(conf: GuidanceFacts, now: Date = new Date()): SubmissionGuidance {
  const html = sanitizeRichText(conf.submission_instructions_for_authors ?? "");
  return {
    submission: submissionState(conf, now),
    submission_instructions_html: isBlankRichText(html) ? null : html,
    submission_templates: templateLinks(conf.submission_templates_for_authors),
  };
}
