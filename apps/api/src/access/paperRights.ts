// The caller's rights on many papers of one conference at once, for lists: the same facts
// loadPaperAs and loadReviewRights load for one paper, in a constant number of queries whatever
// the number of papers (each `in (…)` read runs in chunks of a few hundred ids on SQLite).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import type { AuthUser } from "../http/auth.js";
import {
  type ReviewRights,
  assignmentsReleased,
  canViewPaper,
  isPaperAuthor,
  releasedViewer,
} from "../policy/index.js";
import { reviewWindow } from "../policy/reviewPhase.js";
import { loadConferenceAccess } from "./conference.js";
import type { CallerPerson } from "./paper.js";
import * as repo from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface ListedRights extends ReviewRights {
  /** whether the caller may see the paper at all (policy canViewPaper): a paper they may not see is not listed */
  visible: boolean;
}

/** Rights of the caller on each of these papers of conference `confId` (papers of other conferences are left out). */
export async function loadPaperRightsBulk(
  db: Db,
  user: CallerPerson & Pick<AuthUser, "role">,
  confId: number,
  paperIds: readonly number[],
  now = new Date(),
): Promise<Map<number, ListedRights>> {
  const out = new Map<number, ListedRights>();
  const [conf, phase, access, rows, links, assignments, index, extensions] = await Promise.all([
    repo.findPaperConference(db, confId),
    repo.findPhaseConference(db, confId),
    loadConferenceAccess(db, user, confId),
    repo.findPapers(db, paperIds),
    repo.authorLinksOf(db, paperIds),
    repo.assignmentsOfUser(db, user.id, paperIds),
    // only the caller is asked about, so only what judges them is read (their person facts came
    // with the session)
    repo.conflictIndexAmong(db, paperIds, [user]),
    repo.extensionsOf(db, user.id, paperIds),
  ]);
  if (!conf || !phase) return out;
  const released = assignmentsReleased(conf);
  const linksOf = new Map<number, typeof links>();
  for (const l of links) linksOf.set(l.paper_id, [...(linksOf.get(l.paper_id) ?? []), l]);
  const assignmentOf = new Map(assignments.map((a) => [a.paper_id, a]));
  for (const row of rows) {
    if (row.conf_id !== confId) continue;
    const paper = { ...row, has_file: row.paper_file_path !== null };
    const assignment = assignmentOf.get(row.id);
    const viewer = releasedViewer(
      {
        access,
        isAuthor: isPaperAuthor(user.id, paper, linksOf.get(row.id) ?? []),
        isAssignedReviewer: assignment !== undefined,
        isConflicted: index.isConflicted(row.id, user),
      },
      paper,
      released,
    );
    out.set(row.id, {
      viewer,
      paper,
      conferenceStatus: conf.conference_status,
      assignment: assignment
        ? { id: assignment.id, user_id: assignment.user_id, reviewed_at: assignment.reviewed_at }
        : null,
      window: reviewWindow(phase, extensions.get(row.id) ?? null, now),
      visible: canViewPaper(viewer, paper),
    });
  }
  return out;
}
