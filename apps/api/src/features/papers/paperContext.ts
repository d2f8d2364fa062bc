// One paper as the caller sees it: the row, its conference, and the caller's relation to it
// (author, assigned reviewer, conflicted), loaded once. Every paper, review, TPC and history call
// starts here; "is the caller an author?" and "is the caller conflicted?" are answered here only.
// Anyone who may not see the paper gets the same 404 as for a paper that does not exist.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import {
  type ConferenceAccess,
  type PaperViewer,
  assignmentsReleased,
  canViewPaper,
  isPaperAuthor,
  loadConferenceAccess,
  managesPaper,
  mayReadFileForBidding,
} from "../../policy/index.js";
import { conflictIndexAmong, findPerson } from "../conflicts/repository.js";
import * as repo from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface PaperContext {
  paper: repo.PaperRow & { has_file: boolean };
  conf: repo.PaperConferenceRow;
  access: ConferenceAccess;
  viewer: PaperViewer;
}

/** The caller's relation to one paper, from facts already loaded. */
export async function viewerOf(db: Db, user: Pick<AuthUser, "id">, access: ConferenceAccess, paper: { id: number; created_by: number }): Promise<PaperViewer> {
  const [authorLinks, assigned, person] = await Promise.all([repo.authorLinks(db, paper.id), repo.hasReviewAssignment(db, paper.id, user.id), findPerson(db, user.id)]);
  // only the caller is asked about, so only the caller's own papers matter for co-authorship
  const index = await conflictIndexAmong(db, [paper.id], [person]);
  return {
    access,
    isAuthor: isPaperAuthor(user.id, paper, authorLinks),
    isAssignedReviewer: assigned,
    isConflicted: person !== undefined && index.isConflicted(paper.id, person),
  };
}

export async function loadPaperAs(db: Db, user: Pick<AuthUser, "id" | "role">, paperId: number, opts: { forFile?: boolean } = {}): Promise<PaperContext> {
  const row = await repo.findPaper(db, paperId);
  if (!row) throw notFound("Paper");
  const paper = { ...row, has_file: row.paper_file_path !== null };
  const [conf, access] = await Promise.all([repo.findPaperConference(db, paper.conf_id), loadConferenceAccess(db, user, paper.conf_id)]);
  if (!conf) throw notFound("Paper");
  const viewer = await viewerOf(db, user, access, paper);
  // issue 16: an assignment not yet released to the PC does not count for the reviewer
  if (viewer.isAssignedReviewer && !assignmentsReleased(conf) && !managesPaper(access, paper)) viewer.isAssignedReviewer = false;
  // the file alone is also open to the TPC members bidding on the paper
  const readsFile = opts.forFile === true && mayReadFileForBidding(viewer, paper, conf);
  if (!canViewPaper(viewer, paper) && !readsFile) throw notFound("Paper");
  return { paper, conf, access, viewer };
}
