// The reviews behind every figure of the reports (charts, the CSV's counts, averages and answers),
// as the caller may read them. Each paper's entries go through reviewerDataFor, the one predicate
// of the review lists, so an aggregate never counts a review its reader may not see: a chair
// conflicted with a paper (or who wrote it) learns nothing of its reviews from a total.
import type { PaperReviewer } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import {
  type ConferenceAccess,
  type PaperFacts,
  type ReviewVisibilityFacts,
  isPaperAuthor,
  reviewerDataFor,
} from "../../policy/index.js";
import * as reports from "./reportsRepository.js";
import { conflictIndexAmong } from "../../access/index.js";

type Author = Awaited<ReturnType<typeof reports.authorsOf>>[number];

function byPaper<T extends { paper_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.paper_id, [...(map.get(row.paper_id) ?? []), row]);
  return map;
}

export interface ReportReviews {
  /** each paper's authors (the CSV lists them) */
  authors: Map<number, Author[]>;
  /** each paper's review entries as the caller may read them */
  visible: Map<number, PaperReviewer[]>;
}

export async function reviewsAsSeenBy(
  db: AppContext["db"],
  user: AuthUser,
  access: ConferenceAccess,
  conf: ReviewVisibilityFacts,
  papers: readonly Pick<PaperFacts, "id" | "track_id" | "status" | "created_by">[],
): Promise<ReportReviews> {
  const ids = papers.map((p) => p.id);
  const [authorRows, entryRows, index] = await Promise.all([
    reports.authorsOf(db, ids),
    reports.reviewEntriesOf(db, ids),
    // only the caller is asked about (their person facts came with the session)
    conflictIndexAmong(db, ids, [user]),
  ]);
  const authors = byPaper(authorRows);
  const entries = byPaper(entryRows);
  const visible = new Map<number, PaperReviewer[]>();
  for (const paper of papers) {
    const paperEntries = entries.get(paper.id) ?? [];
    const viewer = {
      access,
      isAuthor: isPaperAuthor(user.id, paper, authors.get(paper.id) ?? []),
      isAssignedReviewer: paperEntries.some((e) => e.user_id === user.id),
      isConflicted: index.isConflicted(paper.id, user),
    };
    visible.set(paper.id, reviewerDataFor(viewer, paper, paperEntries, conf));
  }
  return { authors, visible };
}

/** The review entries of a conference's papers as the caller may read them (the export's reviews). */
export async function conferenceReviewsAsSeenBy(
  db: AppContext["db"],
  user: AuthUser,
  access: ConferenceAccess,
  confId: number,
  papers: readonly Pick<PaperFacts, "id" | "track_id" | "status" | "created_by">[],
): Promise<Map<number, PaperReviewer[]>> {
  const conf = await reports.reviewVisibilityFacts(db, confId);
  return (await reviewsAsSeenBy(db, user, access, conf, papers)).visible;
}
