import type { ReviewField } from "@symposia/domain";

// The help under a review field: the chairs' description, then who reads the answer. The default
// form's Confidential remarks already says who reads it, in nearly the same words; the reader is
// told once.

const VISIBILITY_NOTE = {
  authors: "Shared with the authors once the paper is decided.",
  pc: "Seen by the programme committee and the chairs; never by the authors.",
  chairs: "Seen by the chairs only.",
} as const;

/** Letters and digits only, lower case: "chairs, never" and "chairs; never" compare equal. */
const gist = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export function reviewFieldDescription(field: Pick<ReviewField, "description" | "visibility">): string {
  const description = field.description?.trim() ?? "";
  const note = VISIBILITY_NOTE[field.visibility];
  if (!note) return description;
  if (description && gist(description).includes(gist(note))) return description;
  return [description, note].filter(Boolean).join(" ");
}
