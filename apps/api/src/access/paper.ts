// One paper as the caller sees it: the row, its conference, and the caller's rights on it
// (standing, authorship, assignment after the release rule, conflict), loaded once. Every paper,
// review, TPC and history call starts here; "is the caller an author?" and "is the caller
// conflicted?" are answered here only. Anyone who may not see the paper gets the same 404 as for a
// paper that does not exist.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import type { AuthUser } from "../http/auth.js";
import { notFound } from "../http/errors.js";
import {
  type ConferenceAccess,
  type PaperRights,
  type PaperViewer,
  type ReviewRights,
  assignmentsReleased,
  canViewPaper,
  conferenceAccessFrom,
  isPaperAuthor,
  mayReadFileForBidding,
  releasedViewer,
} from "../policy/index.js";
import { isPostgres } from "../db/migrations/helpers.js";
import { loadPaperConferenceAccess } from "./conference.js";
import { type PaperContextReader, type PaperWithContext, findPaperWithContext } from "./paperContextRepository.js";
import type { StoredConflict } from "../policy/conflicts.js";
import * as repo from "./repository.js";
import { reviewWindowFor } from "./reviewWindow.js";

type Db = Kysely<Database> | Transaction<Database>;
/** The caller with the facts their conflicts are judged by, as the session check read them. */
export type CallerPerson = Pick<AuthUser, "id" | "email" | "affiliation" | "first_name" | "last_name">;

export interface PaperContext {
  paper: repo.PaperRow & { has_file: boolean };
  conf: repo.PaperConferenceRow;
  access: ConferenceAccess;
  viewer: PaperViewer;
  /** the paper's author rows in order, as the rules read them (the answer need not read them again) */
  authors: repo.PaperAuthorRow[];
  /** the paper's stored conflicts, when they were read with it (PostgreSQL) */
  stored?: readonly StoredConflict[];
}

/**
 * The caller's relation to one paper, from facts already loaded (before the release rule).
 * `coauthorYears` is the paper's conference's conflict_coauthor_years when the caller has read it
 * (one statement fewer); the paper's author rows are read once, for authorship and conflicts both.
 */
export async function viewerOf(
  db: Db,
  user: CallerPerson,
  access: ConferenceAccess,
  paper: { id: number; created_by: number; conf_id: number },
  coauthorYears?: { conflict_coauthor_years: number | null },
): Promise<PaperViewer> {
  return (await relationTo(db, user, access, paper, coauthorYears)).viewer;
}

/** viewerOf, with the paper's author rows it read. */
async function relationTo(
  db: Db,
  user: CallerPerson,
  access: ConferenceAccess,
  paper: { id: number; created_by: number; conf_id: number },
  coauthorYears?: { conflict_coauthor_years: number | null },
  read?: Pick<PaperWithContext, "authors" | "assigned" | "stored">,
): Promise<{ viewer: PaperViewer; authors: repo.PaperAuthorRow[] }> {
  const [authors, assigned] = read
    ? [read.authors, read.assigned]
    : await Promise.all([repo.paperAuthorRows(db, paper.id), repo.hasReviewAssignment(db, paper.id, user.id)]);
  // only the caller is asked about, so only the caller's own papers matter for co-authorship
  const known = coauthorYears && {
    papers: [paper],
    authors,
    coauthorYears: new Map([[paper.conf_id, coauthorYears.conflict_coauthor_years]]),
    stored: read?.stored,
  };
  const index = await repo.conflictIndexAmong(db, [paper.id], [user], known);
  const viewer: PaperViewer = {
    access,
    isAuthor: isPaperAuthor(user.id, paper, authors),
    isAssignedReviewer: assigned,
    isConflicted: index.isConflicted(paper.id, user),
  };
  return { viewer, authors };
}

/**
 * `withPaper` reads more of the paper in the statement that reads its context (on PostgreSQL, one
 * round trip fewer): what it read comes back as `extra`, before anything was judged, so the caller
 * uses it only once the paper is answered (a caller who may not see it gets the 404 here).
 */
export async function loadPaperAs<X = undefined>(
  db: Db,
  user: CallerPerson & Pick<AuthUser, "role">,
  paperId: number,
  opts: { forFile?: boolean; withPaper?: PaperContextReader<X> } = {},
): Promise<PaperContext & { extra?: X }> {
  const { row, conf, access, read } = await readPaper(db, user, paperId, opts.withPaper);
  const paper = { ...row, has_file: row.paper_file_path !== null };
  if (!conf) throw notFound("Paper");
  const relation = await relationTo(db, user, access, paper, conf, read);
  const viewer = releasedViewer(relation.viewer, paper, assignmentsReleased(conf));
  // the file alone is also open to the TPC members bidding on the paper
  const readsFile = opts.forFile === true && mayReadFileForBidding(viewer, paper, conf);
  if (!canViewPaper(viewer, paper) && !readsFile) throw notFound("Paper");
  return { paper, conf, access, viewer, authors: relation.authors, stored: read?.stored, extra: read?.extra };
}

/**
 * The paper's row (404 when missing), its conference and the caller's standing; on PostgreSQL
 * with the authors, the caller's assignment and the stored conflicts, all in one statement.
 */
async function readPaper<X>(
  db: Db,
  user: CallerPerson & Pick<AuthUser, "role">,
  paperId: number,
  withPaper?: PaperContextReader<X>,
) {
  if (isPostgres(db as Kysely<unknown>)) {
    const found = await findPaperWithContext(db, paperId, user.id, withPaper);
    if (!found) throw notFound("Paper");
    const { row, conf, standing, ...read } = found;
    return { row, conf, access: conferenceAccessFrom(user, row.conf_id, standing), read };
  }
  const row = await repo.findPaper(db, paperId);
  if (!row) throw notFound("Paper");
  return { row, ...(await loadPaperConferenceAccess(db, user, row.conf_id)), read: undefined };
}

/** The rights of a loaded paper context (what the abilities of policy/rights.ts read). */
export function rightsOf(context: PaperContext): PaperRights {
  return {
    viewer: context.viewer,
    paper: context.paper,
    conferenceStatus: context.conf.conference_status,
  };
}

/** The rights of a review write: the paper's, plus the caller's own assignment and review window. */
export async function loadReviewRights(
  db: Db,
  user: CallerPerson & Pick<AuthUser, "role">,
  paperId: number,
): Promise<PaperContext & { rights: ReviewRights }> {
  const context = await loadPaperAs(db, user, paperId);
  const [assignment, window] = await Promise.all([
    repo.findAssignment(db, paperId, user.id),
    reviewWindowFor(db, context.paper.conf_id, paperId, user.id),
  ]);
  return { ...context, rights: { ...rightsOf(context), assignment: assignment ?? null, window } };
}
