// What authors are told about submitting (issue 19): where submission stands now, the chairs'
// instructions (sanitised rich text) and the templates (links). The same answer on the conference
// card, My Papers, the submission dialog and the public CFP.
import type { SubmissionGuidance, SubmissionTemplateLink } from "@symposia/domain";
import { isBlankRichText, sanitizeRichText } from "../../files/sanitizeHtml.js";
import { type SubmissionFacts, SUBMISSION_FACT_COLUMNS, submissionState } from "../../policy/submission.js";

export const GUIDANCE_COLUMNS = [...SUBMISSION_FACT_COLUMNS, "submission_instructions_for_authors", "submission_templates_for_authors"] as const;

export interface GuidanceFacts extends SubmissionFacts {
  submission_instructions_for_authors: string | null;
  submission_templates_for_authors: string | null;
}

/**
 * The templates setting, one link a line: "Label | https://…" or a bare https URL (its last path
 * part is the label). Lines that are not http(s) links are left out: the page never links to
 * javascript: or data: addresses.
 */
export function templateLinks(text: string | null | undefined): SubmissionTemplateLink[] {
  const links: SubmissionTemplateLink[] = [];
  for (const line of (text ?? "").split(/\r?\n/)) {
    const bar = line.lastIndexOf("|");
    const label = (bar >= 0 ? line.slice(0, bar) : "").trim();
    const address = (bar >= 0 ? line.slice(bar + 1) : line).trim();
    if (!address) continue;
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") continue;
    const fallback = decodeURIComponent(url.pathname.split("/").filter(Boolean).pop() ?? url.hostname);
    links.push({ label: (label || fallback).slice(0, 200), url: url.toString() });
  }
  return links.slice(0, 50);
}

export function submissionGuidance(conf: GuidanceFacts, now: Date = new Date()): SubmissionGuidance {
  const html = sanitizeRichText(conf.submission_instructions_for_authors ?? "");
  return {
    submission: submissionState(conf, now),
    submission_instructions_html: isBlankRichText(html) ? null : html,
    submission_templates: templateLinks(conf.submission_templates_for_authors),
  };
}
