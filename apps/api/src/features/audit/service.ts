import type { PaperHistoryEntry } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { assertAllowed, canViewPaperHistory } from "../../policy/index.js";
import { paperHistory, userNames } from "./repository.js";
import { loadPaperAs } from "../../access/index.js";

const NOT_HISTORY_READER =
  "Only the conference chairs, the organising committee, an administrator or the chairs " +
  "of this paper's track may see its history (never its authors nor anyone conflicted with " +
  "it).";

/** Entries name these people in their details; the timeline shows who they are. */
const PERSON_KEYS = ["reviewer_id", "user_id"] as const;

/**
 * The history of one paper for those who decide it. Anyone who cannot see the paper gets 404 (as
 * for every paper route); its authors and reviewers get 403. The readers may see every reviewer's
 * identity already, so the actor names are given in full.
 */
export async function getPaperHistory(ctx: AppContext, user: AuthUser, paperId: number): Promise<PaperHistoryEntry[]> {
  const { paper, viewer } = await loadPaperAs(ctx.db, user, paperId);
  assertAllowed(canViewPaperHistory(viewer, paper), NOT_HISTORY_READER);
  const rows = await paperHistory(ctx.db, paper.id);
  const personOf = (details: Record<string, unknown> | null) => {
    for (const key of PERSON_KEYS) if (typeof details?.[key] === "number") return details[key];
    return null;
  };
  const names = await userNames(ctx.db, [...new Set(rows.map((r) => personOf(r.details)).filter((id) => id !== null))]);
  return rows.map((row) => {
    const person = personOf(row.details);
    return {
      id: row.id,
      action: row.action,
      entity_type: row.entity_type,
      entity_id: row.entity_id,
      created_at: row.created_at,
      actor_id: row.actor_id,
      actor_name: row.actor_first_name === null ? null : `${row.actor_first_name} ${row.actor_last_name ?? ""}`.trim(),
      details: row.details,
      subject_name: person === null ? null : (names.get(person) ?? null),
    };
  });
}
