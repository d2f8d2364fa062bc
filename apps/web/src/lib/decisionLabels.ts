import {
  type DecisionDef,
  type DecisionOutcome,
  PAPER_STATUS_LABELS,
  REPORT_FILTERS,
  outcomeOfStatus,
} from "@symposia/domain";

// The status groups of the Reports filters and charts named with the conference's own decision list
// (the spec's fixed "Accept/Probably Accept" names a list the chairs may have replaced): each
// decided status is the labels of its outcome, in the list's order.

/** "Accept / Accept as short paper" for 35 under that list; the fixed label for the other statuses. */
export function statusGroupLabel(
  status: number,
  decisions: readonly DecisionDef[] | undefined,
  fallback?: string,
): string {
  const outcome = outcomeOfStatus(status);
  const labels = outcome && decisions ? decisions.filter((d) => d.outcome === outcome).map((d) => d.label) : [];
  if (labels.length > 0) return labels.join(" / ");
  return fallback ?? PAPER_STATUS_LABELS[status] ?? `Status ${status}`;
}

/** The Reports filter buttons with their names from the decision list. */
export function reportFilters(decisions: readonly DecisionDef[] | undefined): { value: number; label: string }[] {
  return REPORT_FILTERS.map((f) => ({ value: f.value, label: statusGroupLabel(f.value, decisions, f.label) }));
}

/** The status number a fixed status label stands for (the charts' series are keyed by it). */
export function statusOfLabel(label: string): number | undefined {
  const entry = Object.entries(PAPER_STATUS_LABELS).find(([, l]) => l === label);
  return entry ? Number(entry[0]) : undefined;
}

const SHADES: Record<DecisionOutcome, string[]> = {
  accept: ["teal.7", "teal.5", "teal.3", "green.6", "green.4"],
  reject: ["red.7", "red.5", "red.3", "pink.6", "pink.4"],
  none: ["gray.5", "gray.4", "gray.6", "yellow.5", "yellow.3"],
};

/** A decision's colour by its outcome (shades in list order), so a chair's own labels are coloured by meaning. */
export function decisionColor(label: string, decisions: readonly DecisionDef[] | undefined): string {
  const def = decisions?.find((d) => d.label === label);
  if (!def) return "blue.3";
  const sameOutcome = decisions!.filter((d) => d.outcome === def.outcome);
  const shades = SHADES[def.outcome];
  return shades[sameOutcome.indexOf(def) % shades.length]!;
}
