import type { ReviewField } from "../schemas/reviewForm.js";
import type { ReviewAnswers } from "./reviewForm.js";

// The plain-text offline review form (`use_offline_review_forms`), after HotCRP's: a
// reviewer downloads it for one paper or all of theirs, fills it in an editor and uploads it. Lines
// starting with "==+==" or "==-==" are guidance and ignored; "==*== <label> [key]" opens a field
// and "==+== Paper: <id>" a paper. The answers are then checked by validateReviewAnswers, exactly
// like the review dialog's.

const GUIDE = "==+==";
const NOTE = "==-==";
const FIELD = "==*==";
const PAPER_LINE = /^==\+== Paper: (\d+)\s*$/;
const FIELD_LINE = /^==\*== .*\[([a-z][a-z0-9_]*)\]/;

export interface OfflinePaper {
  id: number;
  paper_sequence: number;
  paper_title: string;
  /** answers to prefill: the reviewer's draft or submitted review */
  answers?: ReviewAnswers;
}

function guidanceFor(field: ReviewField): string[] {
  const lines = [
    `${NOTE} ${field.required ? "Required." : "Optional."} Visible ` +
      `to: ${{ authors: "authors, PC and chairs", pc: "PC and chairs", chairs: "chairs only" }[field.visibility]}.`,
  ];
  if (field.description) lines.push(`${NOTE} ${field.description}`);
  if (field.type === "score")
    lines.push(`${NOTE} Write one number: ${field.scale.map((s) => `${s.value} = ${s.label}`).join(", ")}.`);
  if (field.type === "select") lines.push(`${NOTE} Write one of: ${field.options.join(" | ")}.`);
  if (field.type === "checkbox") lines.push(`${NOTE} Write yes or no.`);
  if (field.type === "text") {
    const limits = [
      field.min_words != null ? `at least ${field.min_words} words` : null,
      field.max_words != null ? `at most ${field.max_words} words` : null,
    ].filter(Boolean);
    lines.push(`${NOTE} Free text${limits.length ? ` (${limits.join(", ")})` : ""}; it may span several lines.`);
  }
  return lines;
}

function prefill(field: ReviewField, value: ReviewAnswers[string] | undefined): string {
  if (value === null || value === undefined) return "";
  if (field.type === "checkbox") return value === true ? "yes" : "no";
  return String(value);
}

/** The offline form for these papers, against the conference's current form. */
export function renderOfflineReviewForm(input: {
  conference: string;
  formVersion: number;
  fields: readonly ReviewField[];
  papers: readonly OfflinePaper[];
  instructions?: string | null;
}): string {
  const out = [
    `${GUIDE} Symposia offline review form`,
    `${GUIDE} Conference: ${input.conference} (review form version ${input.formVersion})`,
    `${GUIDE} Write each answer under its "${FIELD}" line. Lines starting with ${GUIDE} or ${NOTE} are ignored.`,
    `${GUIDE} Upload the file on Review Papers. Every paper is checked like a review typed online; a paper`,
    `${GUIDE} with an error is not saved at all, the others are.`,
  ];
  if (input.instructions) for (const line of input.instructions.split("\n")) out.push(`${NOTE} ${line}`);
  for (const paper of input.papers) {
    out.push(
      "",
      `${GUIDE} ${"=".repeat(70)}`,
      `${GUIDE} Paper: ${paper.id}`,
      `${NOTE} Paper ${paper.paper_sequence}: ${paper.paper_title.replace(/\s+/g, " ")}`,
      "",
    );
    for (const field of input.fields) {
      out.push(
        `${FIELD} ${field.label} [${field.key}]`,
        ...guidanceFor(field),
        prefill(field, paper.answers?.[field.key]),
        "",
      );
    }
  }
  return `${out.join("\n")}\n`;
}

export interface ParsedOfflinePaper {
  paper_id: number;
  /** raw answers by key, as validateReviewAnswers reads them */
  answers: Record<string, unknown>;
}

function answerOf(field: ReviewField | undefined, text: string): unknown {
  const value = text.trim();
  if (value === "") return null;
  if (field?.type === "score") {
    const match = /^([+-]?\d+)/.exec(value);
    if (match) return Number(match[1]);
    // a scale label instead of its number
    return field.scale.find((s) => s.label.toLowerCase() === value.toLowerCase())?.value ?? value;
  }
  if (field?.type === "checkbox") {
    if (/^(yes|y|x|true|1)$/i.test(value)) return true;
    if (/^(no|n|false|0)$/i.test(value)) return false;
    return value;
  }
  return value;
}

/**
 * The papers and raw answers of an uploaded offline form. A field's answer is every non-guidance
 * line under its "==*==" line, trimmed; fields not in `fields` are kept by key (and ignored later).
 */
export function parseOfflineReviewForm(text: string, fields: readonly ReviewField[]): ParsedOfflinePaper[] {
  const papers: ParsedOfflinePaper[] = [];
  let paper: ParsedOfflinePaper | null = null;
  let key: string | null = null;
  let lines: string[] = [];
  const close = () => {
    if (paper && key !== null)
      paper.answers[key] = answerOf(
        fields.find((f) => f.key === key),
        lines.join("\n"),
      );
    key = null;
    lines = [];
  };
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const paperMatch = PAPER_LINE.exec(raw);
    if (paperMatch) {
      close();
      paper = { paper_id: Number(paperMatch[1]), answers: {} };
      papers.push(paper);
      continue;
    }
    const fieldMatch = FIELD_LINE.exec(raw);
    if (fieldMatch) {
      close();
      key = fieldMatch[1]!;
      continue;
    }
    if (raw.startsWith(GUIDE) || raw.startsWith(NOTE) || raw.startsWith(FIELD)) continue;
    if (key !== null) lines.push(raw);
  }
  close();
  return papers;
}

export const OFFLINE_FORM_MAX_CHARS = 2_000_000;

/**
 * The most papers one uploaded form may carry: far more than anyone reviews, and a bound on the
 * review versions and audit rows one request may write.
 */
export const OFFLINE_FORM_MAX_PAPERS = 200;

/**
 * Why an uploaded form's papers are refused as a whole, or null: each paper may appear once (a
 * repeated section would be saved again and again, each time a new version), and at most
 * OFFLINE_FORM_MAX_PAPERS of them.
 */
export function offlineFormPapersProblem(papers: readonly Pick<ParsedOfflinePaper, "paper_id">[]): string | null {
  if (papers.length > OFFLINE_FORM_MAX_PAPERS) {
    return `The file has ${papers.length} paper sections; one upload takes at most ${OFFLINE_FORM_MAX_PAPERS}. Split it into several files.`;
  }
  const seen = new Set<number>();
  for (const { paper_id } of papers) {
    if (seen.has(paper_id)) {
      const times = papers.filter((p) => p.paper_id === paper_id).length;
      return `Paper ${paper_id} appears ${times} times in the file ("==+== Paper: ${paper_id}"); keep one section per paper.`;
    }
    seen.add(paper_id);
  }
  return null;
}
