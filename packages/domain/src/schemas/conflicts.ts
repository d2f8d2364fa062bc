// Review integrity (issue 14): the reviewing models and conflicts of interest, as requests and
// answers shared by the server and the screens.
import { z } from "zod";
import { idField } from "./common.js";

/** The three reviewing models; the API refuses anything else (422). */
export const REVIEWING_MODELS = ["Single-blind", "Double-blind", "Open"] as const;
export type ReviewingModel = (typeof REVIEWING_MODELS)[number];
/** What a new conference starts with. */
export const DEFAULT_REVIEWING_MODEL: ReviewingModel = "Double-blind";
/** What the chairs read next to the mode on the paper screens. */
export const REVIEWING_MODEL_HINTS: Record<ReviewingModel, string> = {
  "Single-blind": "Single-blind: reviewers see the authors; authors do not see reviewers.",
  "Double-blind": "Double-blind: reviewers do not see authors.",
  Open: "Open: reviewers see the authors, and authors see the names of the reviewers on released reviews.",
};

/** A stored value as a model: anything unknown (a row older than the select) reads as Single-blind, today's behaviour. */
export function reviewingModelOf(value: string | null | undefined): ReviewingModel {
  return (REVIEWING_MODELS as readonly string[]).includes(value ?? "") ? (value as ReviewingModel) : "Single-blind";
}

export const CONFLICT_TYPES = ["Collaborator", "Advisor or advisee", "Same institution", "Personal", "Other"] as const;
export type ConflictType = (typeof CONFLICT_TYPES)[number];
/** Who declared a conflict (author, reviewer, chair), or how it was found (detected, suggested). */
export const CONFLICT_SOURCES = ["author", "reviewer", "chair", "detected", "suggested"] as const;
export type ConflictSource = (typeof CONFLICT_SOURCES)[number];

/** The longest reason a declaration or a waiver may give. */
export const CONFLICT_REASON_MAX = 1000;

export const conflictTypeField = z.enum(CONFLICT_TYPES, { error: `Conflict type must be one of: ${CONFLICT_TYPES.join(", ")}.` });

/** POST /paper/conflict/{paperId} */
export const conflictDeclareSchema = z.object({
  user_id: idField("User"),
  conflict_type: conflictTypeField,
  reason: z.string({ error: "Reason must be text." }).trim().max(CONFLICT_REASON_MAX, `Reason must be at most ${CONFLICT_REASON_MAX} characters.`).optional().default(""),
});

/** The waive form's one field: a waiver always gives its reason (the screens ask for it on undo too). */
export const conflictWaiveReasonSchema = z.object({
  reason: z
    .string({ error: "A reason is required to waive a conflict." })
    .trim()
    .min(1, "A reason is required to waive a conflict.")
    .max(CONFLICT_REASON_MAX, `Reason must be at most ${CONFLICT_REASON_MAX} characters.`),
});

/** POST /paper/conflict-waive/{paperId}: waived false undoes an earlier waiver. */
export const conflictWaiveSchema = z
  .object({
    user_id: idField("User"),
    reason: z.string({ error: "Reason must be text." }).trim().max(CONFLICT_REASON_MAX, `Reason must be at most ${CONFLICT_REASON_MAX} characters.`).optional(),
    waived: z.boolean({ error: "Waived must be true or false." }).optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.waived && !v.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "A reason is required to waive a conflict." });
  });

/**
 * The conflicts an author declares in the submission and edit dialogs: a JSON array in the
 * multipart field `conflicts`. Absent or blank means none.
 */
export const declaredConflictsField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === "") return [];
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(z.object({ user_id: idField("User"), conflict_type: conflictTypeField }), { error: "Conflicts must be a JSON array of {user_id, conflict_type}." })
    .max(200, "At most 200 conflicts can be declared."),
);

export const otherCollaboratorsField = z.string({ error: "Other collaborators must be text." }).trim().max(5000, "Other collaborators must be at most 5000 characters.").optional();

export type ConflictDeclareInput = z.infer<typeof conflictDeclareSchema>;
export type ConflictWaiveInput = z.infer<typeof conflictWaiveSchema>;
/** What a client sends (before the schema's defaults apply). */
export type ConflictDeclareBody = z.input<typeof conflictDeclareSchema>;
export type ConflictWaiveBody = z.input<typeof conflictWaiveSchema>;
export type DeclaredConflictInput = z.infer<typeof declaredConflictsField>[number];
/** One entry of the multipart field `conflicts` of the Submit / Edit Paper form. */
export type DeclaredConflict = DeclaredConflictInput;

/** One entry of GET /paper/conflicts/{paperId}. */
export interface ConflictEntry {
  user_id: number;
  first_name: string;
  last_name: string;
  conflict_type: ConflictType;
  source: ConflictSource;
  reason: string;
  waived: boolean;
  waived_reason: string | null;
}

/** The screens' name for one entry of GET /paper/conflicts/{paperId}. */
export type PaperConflict = ConflictEntry;

/** GET /paper/conflict-explain/{paperId}/{userId} */
export interface ConflictExplanation {
  paper_id: number;
  user_id: number;
  conflicted: boolean;
  reasons: ConflictEntry[];
}

/** One member of GET /conference/pc-members/{confId}. */
export interface PcMember {
  id: number;
  first_name: string;
  last_name: string;
  affiliation: string;
}

/** One row of GET /paper/conflicts-with-reviews/{confId}: a conflict on a reviewer who already reviewed. */
export interface ConflictWithReview {
  paper_id: number;
  paper_sequence: number;
  paper_title: string;
  user_id: number;
  first_name: string;
  last_name: string;
  reasons: string[];
}
