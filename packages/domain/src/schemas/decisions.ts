import { z } from "zod";
import { DECISION_OUTCOMES, DEFAULT_DECISIONS, type DecisionDef } from "../rules/decisions.js";

// The conference's decision list (`decisions` setting; the outcomes and the default list are
// in ../rules/decisions.ts). decisionList() is the one reader of the stored setting; Final Review, the
// server and meta-review recommendations all use it.

const decisionDefSchema = z.object({
  label: z
    .string({ error: "Every decision needs a label." })
    .trim()
    .min(1, "Every decision needs a label.")
    .max(100, "A decision label must be at most 100 characters."),
  outcome: z.enum(DECISION_OUTCOMES, { error: "outcome must be accept, reject or none." }),
});

export const decisionDefsSchema = z
  .array(decisionDefSchema, { error: "decisions must be a list." })
  .min(1, "The list needs at least one decision.")
  .max(30, "The list has at most 30 decisions.")
  .refine(
    (list) => new Set(list.map((d) => d.label.toLowerCase())).size === list.length,
    "Every decision needs its own label.",
  );

/** POST /conference/decisions/{confId}. */
export const saveDecisionsSchema = z.object({
  decisions: decisionDefsSchema,
  /** label in use that the new list drops -> the new label its papers get */
  replacements: z
    .record(z.string(), z.string({ error: "A replacement must be a label." }))
    .optional()
    .default({}),
});
export type SaveDecisionsInput = z.infer<typeof saveDecisionsSchema>;

/** The decision list of a conference: its stored `decisions` setting, or the default five. */
export function decisionList(conference: { decisions?: string | null }): DecisionDef[] {
  const raw = conference.decisions;
  if (raw) {
    try {
      const parsed = decisionDefsSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data;
    } catch {
      // a legacy free-text value: the defaults apply
    }
  }
  return DEFAULT_DECISIONS.map((d) => ({ ...d }));
}
