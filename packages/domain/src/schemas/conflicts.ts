// Review integrity: the requests that declare and waive conflicts of interest. The
// reviewing models and conflict types are in ../rules/conflicts.ts, the answers in ../answers/conflicts.ts.
import { z } from "zod";
import { CONFLICT_REASON_MAX, CONFLICT_TYPES } from "../rules/conflicts.js";
import { idField } from "./common.js";

export const conflictTypeField = z.enum(CONFLICT_TYPES, {
  error: `Conflict type must be one of: ${CONFLICT_TYPES.join(", ")}.`,
});

/** POST /paper/conflict/{paperId} */
export const conflictDeclareSchema = z.object({
  user_id: idField("User"),
  conflict_type: conflictTypeField,
  reason: z
    .string({ error: "Reason must be text." })
    .trim()
    .max(CONFLICT_REASON_MAX, `Reason must be at most ${CONFLICT_REASON_MAX} characters.`)
    .optional()
    .default(""),
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
    reason: z
      .string({ error: "Reason must be text." })
      .trim()
      .max(CONFLICT_REASON_MAX, `Reason must be at most ${CONFLICT_REASON_MAX} characters.`)
      .optional(),
    waived: z.boolean({ error: "Waived must be true or false." }).optional().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.waived && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "A reason is required to waive a conflict." });
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
    .array(z.object({ user_id: idField("User"), conflict_type: conflictTypeField }), {
      error: "Conflicts must be a JSON array of {user_id, conflict_type}.",
    })
    .max(200, "At most 200 conflicts can be declared."),
);

export const otherCollaboratorsField = z
  .string({ error: "Other collaborators must be text." })
  .trim()
  .max(5000, "Other collaborators must be at most 5000 characters.")
  .optional();

export type ConflictDeclareInput = z.infer<typeof conflictDeclareSchema>;
export type ConflictWaiveInput = z.infer<typeof conflictWaiveSchema>;
/** What a client sends (before the schema's defaults apply). */
export type ConflictDeclareBody = z.input<typeof conflictDeclareSchema>;
export type ConflictWaiveBody = z.input<typeof conflictWaiveSchema>;
export type DeclaredConflictInput = z.infer<typeof declaredConflictsField>[number];
/** One entry of the multipart field `conflicts` of the Submit / Edit Paper form. */
export type DeclaredConflict = DeclaredConflictInput;
