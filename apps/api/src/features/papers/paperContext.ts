// One paper as the caller sees it: the row, its conference, and the caller's relation to it.
// Anyone who may not see the paper gets the same 404 as for a paper that does not exist.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { type ConferenceAccess, type PaperViewer, canViewPaper, isPaperAuthor, loadConferenceAccess } from "../../policy/index.js";
import * as repo from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface PaperContext {
  paper: repo.PaperRow;
  conf: repo.PaperConferenceRow;
  access: ConferenceAccess;
  viewer: PaperViewer;
}

export async function loadPaperAs(db: Db, user: Pick<AuthUser, "id" | "role">, paperId: number): Promise<PaperContext> {
  const paper = await repo.findPaper(db, paperId);
  if (!paper) throw notFound("Paper");
  const [conf, access, authorIds, assigned] = await Promise.all([
    repo.findPaperConference(db, paper.conf_id),
    loadConferenceAccess(db, user, paper.conf_id),
    repo.authorUserIds(db, paper.id),
    repo.hasReviewAssignment(db, paper.id, user.id),
  ]);
  if (!conf) throw notFound("Paper");
  const viewer: PaperViewer = { access, isAuthor: isPaperAuthor(user.id, paper, authorIds), isAssignedReviewer: assigned };
  if (!canViewPaper(viewer, paper)) throw notFound("Paper");
  return { paper, conf, access, viewer };
}
