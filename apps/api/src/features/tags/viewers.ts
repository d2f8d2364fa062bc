// The caller's relation (PaperViewer) to many papers of one conference at once, for the tag rules:
// the rights the access layer loads in bulk for lists, reduced to what the tag rules read.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { type CallerPerson, loadPaperRightsBulk } from "../../access/index.js";
import type { PaperFacts, PaperViewer } from "../../policy/index.js";

export interface ViewedPaper {
  paper: PaperFacts;
  viewer: PaperViewer;
}

/** The caller's viewer on each of these papers of conference `confId` (other conferences' papers are left out). */
export async function viewersOf(
  db: Kysely<Database>,
  user: CallerPerson & Pick<AuthUser, "role">,
  confId: number,
  paperIds: readonly number[],
): Promise<Map<number, ViewedPaper>> {
  const ids = [...new Set(paperIds)];
  if (ids.length === 0) return new Map();
  const rights = await loadPaperRightsBulk(db, user, confId, ids);
  return new Map([...rights].map(([id, r]) => [id, { paper: r.paper, viewer: r.viewer }]));
}
