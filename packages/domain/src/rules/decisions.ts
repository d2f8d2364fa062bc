import { PAPER_STATUS, type PaperStatus } from "../options/papers.js";

// The conference's decision list (`decisions` setting): ordered labels, each with the
// outcome that sets the paper's status (accept 35, reject 20, none 18), so reports, filters and the
// notification templates keep working whatever the labels are. decisionList() (../schemas/decisions.ts)
// is the one reader of the stored setting; Final Review, the server and meta-review recommendations all use it.

export const DECISION_OUTCOMES = ["accept", "reject", "none"] as const;
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];

export interface DecisionDef {
  label: string;
  outcome: DecisionOutcome;
}

/**
 * The spec's five decisions: the list of every conference until its chairs change it. "Probably
 * Accept" is a leaning, not an acceptance: it sets no final outcome (the paper stays No Decision, no
 * acceptance mail, no camera-ready) unless the chairs' own list says otherwise.
 */
export const DEFAULT_DECISIONS: readonly DecisionDef[] = [
  { label: "No Decision", outcome: "none" },
  { label: "Probably Accept", outcome: "none" },
  { label: "Accept", outcome: "accept" },
  { label: "Probably Reject", outcome: "reject" },
  { label: "Reject", outcome: "reject" },
];

/** The paper status an outcome sets. */
export function statusForOutcome(outcome: DecisionOutcome): PaperStatus {
  if (outcome === "accept") return PAPER_STATUS.ACCEPTED;
  if (outcome === "reject") return PAPER_STATUS.REJECTED;
  return PAPER_STATUS.NO_DECISION;
}

/** The outcome a decided status stands for (the inverse of statusForOutcome), or undefined for an undecided one. */
export function outcomeOfStatus(status: number): DecisionOutcome | undefined {
  return DECISION_OUTCOMES.find((outcome) => statusForOutcome(outcome) === status);
}

/** The entry of a label in a list (labels compare exactly), or undefined. */
export function findDecision(list: readonly DecisionDef[], label: string): DecisionDef | undefined {
  return list.find((d) => d.label === label);
}
