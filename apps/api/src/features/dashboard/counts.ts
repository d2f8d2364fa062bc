// Every count of the dashboard, taken from the very calls behind the lists it links to (run as
// the caller), so a count and its list's total cannot disagree.
import {
  PAPER_STATUS,
  type Paper,
  REPORT_FILTER,
  paperListQuerySchema,
  type DashboardMemberBids,
} from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { respondedPapers } from "../authorResponse/index.js";
import { trackBids } from "../bidding/index.js";
import { cameraReadyStatus } from "../cameraReady/index.js";
import { discussionSummary } from "../discussion/index.js";
import { listPapers } from "../papers/index.js";
import { listTracks } from "../tracks/index.js";
import { notificationCounts } from "./repository.js";

/** The All Papers list's query for these filters (the same parsing as GET /paper/all). */
export const paperQuery = (filters: Record<string, string | number | boolean> = {}) =>
  paperListQuerySchema.parse({ per_page: 5000, ...filters });

/** The total of the conference's All Papers list under these filters. */
export async function paperTotal(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  filters: Record<string, string | number | boolean>,
): Promise<number> {
  const { total } = await listPapers(ctx, user, confId, 0, paperQuery({ ...filters, per_page: 1 }));
  return total;
}

/** Every paper of the All Papers list (status all), page after page. */
export async function allListedPapers(ctx: AppContext, user: AuthUser, confId: number): Promise<Paper[]> {
  const papers: Paper[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await listPapers(ctx, user, confId, 0, paperQuery({ status: REPORT_FILTER.ALL, page }));
    papers.push(...(data as Paper[]));
    if (data.length === 0 || page * 5000 >= total) return papers;
  }
}

export interface DashboardCounts {
  submitted: number;
  abstractOnly: number;
  missingFile: number;
  withdrawn: number;
  accepted: number;
  rejected: number;
  noDecision: number;
  bidsPerMember: DashboardMemberBids[];
  shortOfReviewers: number;
  assignments: number;
  reviewsDone: number;
  reviewsDue: number;
  reviewsLate: number;
  disagreements: number;
  responses: number;
  decided: number;
  notified: number;
  finalVersions: number;
  finalMissing: number;
}

/** Papers that take reviewers: submitted with their file (auto-assign's and bidding's rule). */
const takesReviewers = (p: Paper) => p.status === PAPER_STATUS.SUBMITTED && p.has_file;

export async function gatherCounts(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  opts: { reviewersPerPaper: number; softDeadlinePassed: boolean },
): Promise<DashboardCounts> {
  const total = (filters: Record<string, string | number | boolean>) => paperTotal(ctx, user, confId, filters);
  const [submitted, abstractOnly, missingFile, withdrawn, accepted, rejected, noDecision] = await Promise.all([
    total({ status: PAPER_STATUS.SUBMITTED }),
    total({ status: PAPER_STATUS.SUBMITTED, missing_paper: true }),
    total({ status: REPORT_FILTER.MISSING_PAPER }),
    total({ status: PAPER_STATUS.WITHDRAWN }),
    total({ status: PAPER_STATUS.ACCEPTED }),
    total({ status: PAPER_STATUS.REJECTED }),
    total({ status: PAPER_STATUS.NO_DECISION }),
  ]);
  const papers = await allListedPapers(ctx, user, confId);
  const reviews = papers.flatMap((p) => p.paper_reviewer_data);
  const done = reviews.filter((r) => r.reviewed_at !== null);
  const due = reviews.filter((r) => r.reviewed_at === null);

  const tracks = await listTracks(ctx.db, { confId }, false);
  const bidsPerMember: DashboardMemberBids[] = [];
  for (const track of tracks) {
    const bids = await trackBids(ctx, user, track.id);
    for (const m of bids.members) {
      bidsPerMember.push({
        track_id: track.id,
        user_id: m.user_id,
        first_name: m.first_name,
        last_name: m.last_name,
        bid_count: m.bid_count,
      });
    }
  }
  const [summary, responded, finals, notes] = await Promise.all([
    discussionSummary(ctx, user, confId),
    respondedPapers(ctx.db, confId),
    cameraReadyStatus(ctx, user, confId),
    notificationCounts(ctx.db, confId),
  ]);
  return {
    submitted,
    abstractOnly,
    missingFile,
    withdrawn,
    accepted,
    rejected,
    noDecision,
    bidsPerMember,
    shortOfReviewers: papers.filter((p) => takesReviewers(p) && p.review_count < opts.reviewersPerPaper).length,
    assignments: reviews.length,
    reviewsDone: done.length,
    reviewsDue: due.length,
    // late: submitted after the soft deadline (the list's mark), or still missing once it passed
    reviewsLate: done.filter((r) => r.late === true).length + (opts.softDeadlinePassed ? due.length : 0),
    disagreements: summary.filter((s) => s.disagreement).length,
    responses: responded.length,
    decided: notes.decided,
    notified: notes.notified,
    finalVersions: finals.uploaded,
    finalMissing: finals.missing,
  };
}
