// The caller's relation (PaperViewer) to many papers at once, for the tag rules: one query each for
// the papers, the caller's authorships and assignments, and the conflict facts.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.js";
import { viewerFacts } from "./repository.js";
import {
  type ConferenceAccess,
  type PaperFacts,
  type PaperViewer,
  isPaperAuthor,
  managesPaper,
} from "../../policy/index.js";
import { conflictIndexFor, findPerson } from "../conflicts/index.js";

export interface ViewedPaper {
  paper: PaperFacts;
  viewer: PaperViewer;
}

export async function viewersOf(
  db: Kysely<Database>,
  access: ConferenceAccess,
  paperIds: readonly number[],
  released: boolean,
): Promise<Map<number, ViewedPaper>> {
  const ids = [...new Set(paperIds)];
  if (ids.length === 0) return new Map();
  const userId = access.userId;
  const [{ papers, links, assigned }, index, person] = await Promise.all([
    viewerFacts(db, ids, userId),
    conflictIndexFor(db, ids),
    findPerson(db, userId),
  ]);
  const assignedIds = new Set(assigned.map((a) => a.paper_id));
  const out = new Map<number, ViewedPaper>();
  for (const paper of papers) {
    const viewer: PaperViewer = {
      access,
      isAuthor: isPaperAuthor(
        userId,
        paper,
        links.filter((l) => l.paper_id === paper.id),
      ),
      // an assignment not yet released to the PC does not count for the reviewer (loadPaperAs)
      isAssignedReviewer: assignedIds.has(paper.id) && (released || managesPaper(access, paper)),
      isConflicted: person !== undefined && index.isConflicted(paper.id, person),
    };
    out.set(paper.id, { paper, viewer });
  }
  return out;
}
