import type { ConflictSource, PaperConflict } from "@symposia/domain";

export const SOURCE_LABELS: Record<ConflictSource, string> = {
  author: "Declared by an author",
  reviewer: "Declared by the reviewer",
  chair: "Declared by a chair",
  detected: "Detected",
  suggested: "Suggested",
};

/** Declared conflicts are removed; detected ones waived; suggested ones confirmed or dismissed. */
export const isDeclared = (c: Pick<PaperConflict, "source">) =>
  c.source === "author" || c.source === "reviewer" || c.source === "chair";

export const conflictPersonName = (c: Pick<PaperConflict, "first_name" | "last_name" | "user_id">) =>
  [c.first_name, c.last_name].filter(Boolean).join(" ") || `User ${c.user_id}`;

/** "Same institution: same email domain example.org" (the type, then the reason when there is one). */
export const conflictLine = (c: Pick<PaperConflict, "conflict_type" | "reason">) =>
  c.reason ? `${c.conflict_type}: ${c.reason}` : c.conflict_type;

/**
 * The conflicts that bar a user from the paper, by user id, as one line each. A waived conflict
 * no longer bars; a suggested one (same affiliation) is only a hint until a chair confirms it.
 */
export function blockingConflictsByUser(conflicts: PaperConflict[]): Map<number, string> {
  const lines = new Map<number, string[]>();
  for (const c of conflicts) {
    if (c.waived || c.source === "suggested") continue;
    lines.set(c.user_id, [...(lines.get(c.user_id) ?? []), conflictLine(c)]);
  }
  return new Map([...lines].map(([userId, reasons]) => [userId, reasons.join("; ")]));
}

/** Suggested (unconfirmed, undismissed) conflicts by user id: shown as a hint, never enforced here. */
export function suggestedConflictsByUser(conflicts: PaperConflict[]): Map<number, string> {
  return new Map(
    conflicts.filter((c) => c.source === "suggested" && !c.waived).map((c) => [c.user_id, conflictLine(c)]),
  );
}

/** The fixed reason sent when a chair dismisses a suggestion with one click. */
export const DISMISS_SUGGESTION_REASON =
  "Suggested conflict dismissed by a chair: the shared affiliation is not a conflict.";
export const UNDO_DISMISSAL_REASON = "Dismissal of the suggested conflict undone by a chair.";
