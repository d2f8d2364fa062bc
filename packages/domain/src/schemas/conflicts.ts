// Conflicts of interest and the anonymity model (issue 14): the request schemas and answer shapes
// of the conflict calls, shared by the server and the screens. The names are the public contract.
import { z } from "zod";
import { idField } from "./common.js";

export const CONFLICT_TYPES = ["Collaborator", "Advisor or advisee", "Same institution", "Personal", "Other"] as const;
export type ConflictType = (typeof CONFLICT_TYPES)[number];

/** Who said so: declared by an author, a reviewer or a chair; detected from the data; or suggested (same affiliation). */
export const CONFLICT_SOURCES = ["author", "reviewer", "chair", "detected", "suggested"] as const;
export type ConflictSource = (typeof CONFLICT_SOURCES)[number];

export const REVIEWING_MODELS = ["Single-blind", "Double-blind", "Open"] as const;
export type ReviewingModel = (typeof REVIEWING_MODELS)[number];

export const CONFLICT_REASON_MAX = 500;

const conflictTypeField = z.enum(CONFLICT_TYPES, { error: `Conflict type must be one of ${CONFLICT_TYPES.join(", ")}.` });

/** POST /paper/conflict/{paperId}. */
export const conflictDeclareSchema = z.object({
  user_id: idField("User"),
  conflict_type: conflictTypeField,
  reason: z.string().trim().max(CONFLICT_REASON_MAX, `Reason must be at most ${CONFLICT_REASON_MAX} characters.`).optional(),
});
export type ConflictDeclareInput = z.infer<typeof conflictDeclareSchema>;

/** POST /paper/conflict-waive/{paperId}: waived false undoes an earlier waiver. */
export const conflictWaiveSchema = z.object({
  user_id: idField("User"),
  reason: z
    .string({ error: "Reason is required." })
    .trim()
    .min(1, "Reason is required.")
    .max(CONFLICT_REASON_MAX, `Reason must be at most ${CONFLICT_REASON_MAX} characters.`),
  waived: z.boolean().optional().default(true),
});
export type ConflictWaiveInput = z.input<typeof conflictWaiveSchema>;

/** One entry of the multipart field `conflicts` of the Submit / Edit Paper form (a JSON array). */
export interface DeclaredConflict {
  user_id: number;
  conflict_type: ConflictType;
}

/** GET /conference/pc-members/{confId}: chairs, track chairs and TPC members. */
export interface PcMember {
  id: number;
  first_name: string;
  last_name: string;
  affiliation: string;
}

/** GET /paper/conflicts/{paperId}. */
export interface PaperConflict {
  user_id: number;
  first_name: string;
  last_name: string;
  conflict_type: ConflictType;
  source: ConflictSource;
  reason: string;
  waived: boolean;
}

/** GET /paper/conflict-explain/{paperId}/{userId}. */
export interface ConflictExplanation {
  conflicted: boolean;
  reasons: string[];
}
