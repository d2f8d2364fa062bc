import { z } from "zod";
import { PAPER_STATUS, type PaperStatus } from "../options/papers.js";

// The conference's decision list (issue 17, `decisions` setting): ordered labels, each with the
// outcome that sets the paper's status (accept 35, reject 20, none 18), so reports, filters and the
// notification templates keep working whatever the labels are. decisionList() is the one reader of
// the stored setting; Final Review, the server and meta-review recommendations all use it.

export const DECISION_OUTCOMES = ["accept", "reject", "none"] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

export interface DecisionDef {
  label: string;
  outcome: DecisionOutcome;
}

/** The spec's five decisions: the list of every conference until its chairs change it. */
export const DEFAULT_DECISIONS: readonly DecisionDef[] = [
  { label: "No Decision", outcome: "none" },
  { label: "Probably Accept", outcome: "accept" },
  { label: "Accept", outcome: "accept" },
  { label: "Probably Reject", outcome: "reject" },
  { label: "Reject", outcome: "reject" },
];

const decisionDefSchema = z.object({
  label: z.string({ error: "Every decision needs a label." }).trim().min(1, "Every decision needs a label.").max(100, "A decision label must be at most 100 characters."),
  outcome: z.enum(DECISION_OUTCOMES, { error: "outcome must be accept, reject or none." }),
});

export const decisionDefsSchema = z
  .array(decisionDefSchema, { error: "decisions must be a list." })
  .min(1, "The list needs at least one decision.")
  .max(30, "The list has at most 30 decisions.")
  .refine((list) => new Set(list.map((d) => d.label.toLowerCase())).size === list.length, "Every decision needs its own label.");

/** POST /conference/decisions/{confId}. */
export const saveDecisionsSchema = z.object({
  decisions: decisionDefsSchema,
  /** label in use that the new list drops -> the new label its papers get */
  replacements: z.record(z.string(), z.string({ error: "A replacement must be a label." })).optional().default({}),
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

/** The paper status an outcome sets. */
export function statusForOutcome(outcome: DecisionOutcome): PaperStatus {
  if (outcome === "accept") return PAPER_STATUS.ACCEPTED;
  if (outcome === "reject") return PAPER_STATUS.REJECTED;
  return PAPER_STATUS.NO_DECISION;
}

/** The entry of a label in a list (labels compare exactly), or undefined. */
export function findDecision(list: readonly DecisionDef[], label: string): DecisionDef | undefined {
  return list.find((d) => d.label === label);
}
