// What every import format is read into before anything is written: the formats only parse, the
// writer (apply.ts) only writes, so every format gets the same matching, caps and refusals.
import type { ImportRefusal } from "@symposia/domain";

/** Where a record came from in the file, for refusals. */
export type RecordRef = { line: number } | { index: number };

export interface ImportPerson {
  email: string;
  first_name: string;
  last_name: string;
  affiliation: string;
  country: string;
}

export interface PlannedPaper {
  ref: RecordRef;
  external_id: string;
  title?: string;
  abstract?: string;
  keywords?: string;
  /** absent: the file says nothing about authors (an update keeps them) */
  authors?: ImportPerson[];
  topics?: string[];
  conflicts?: { email: string; type: string }[];
  /** "accept" | "reject" | "none" with the label shown */
  decision?: { outcome: "accept" | "reject" | "none"; label: string };
  withdrawn?: boolean;
  /** tags as typed (`name`, `name#value`, `~private`, `~~chairs`), set on the paper */
  tags?: string[];
  /** custom options, kept as extra submission fields when the conference has one by that name */
  fields?: Record<string, string>;
  /** a PDF whose content the file carried */
  file?: { name: string; data: Buffer };
}

export interface PlannedMember {
  ref: RecordRef;
  person: ImportPerson;
  /** joins the programme committee of the import's track */
  pc: boolean;
  /** a chair (HotCRP's `chair` role, EasyChair's chair roles): made a chair of the import's track (apply.ts says why) */
  chair?: boolean;
}

export type AssignmentAction =
  "primary" | "secondary" | "pcreview" | "review" | "clearreview" | "conflict" | "clearconflict" | "lead" | "tag";

export interface PlannedAssignment {
  ref: RecordRef;
  external_id: string;
  action: AssignmentAction;
  email: string;
  tag?: string;
}

export interface PlannedReview {
  ref: RecordRef;
  external_id: string;
  email: string;
  person: ImportPerson;
  evaluation: number | null;
  confidence: number | null;
  remarks: string;
  /** when the reviewer submitted it, as the file says (ISO UTC); absent: the time of the import */
  submitted_at?: string;
}

export interface ImportPlan {
  papers: PlannedPaper[];
  members: PlannedMember[];
  assignments: PlannedAssignment[];
  reviews: PlannedReview[];
  refused: (ImportRefusal & { at?: RecordRef })[];
  /** values read but not imported (no place for them here): reported, never dropped silently */
  ignored: ImportRefusal[];
  ignored_columns: string[];
}

export const emptyPlan = (): ImportPlan => ({
  papers: [],
  members: [],
  assignments: [],
  reviews: [],
  refused: [],
  ignored: [],
  ignored_columns: [],
});

export const refusal = (ref: RecordRef, reason: string): ImportRefusal => ({ ...ref, reason });

/** A plausible email (the account rules check it fully when an account is made). */
export const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 255;

/** "Ada Lovelace" → first "Ada", last "Lovelace" (one word: all first name). */
export function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length <= 1) return { first_name: parts[0] ?? "", last_name: "" };
  return { first_name: parts.slice(0, -1).join(" "), last_name: parts[parts.length - 1]! };
}
