// Every count of the dashboard, taken from the very calls behind the lists it links to (run as
// the caller): a linked count is the total of All Papers' search for the link's q, so a count and
// its list's total cannot disagree.
import {
  PAPER_STATUS,
  type Paper,
  REPORT_FILTER,
  paperListQuerySchema,
  paperSearchQuerySchema,
  type DashboardMemberBids,
} from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { trackBids } from "../bidding/index.js";
import { listPapers } from "../papers/index.js";
import { searchPapers } from "../search/index.js";
import { listTracks } from "../tracks/index.js";
import { SEARCHES } from "./links.js";
import { notificationCounts } from "./repository.js";

/** The All Papers list's query (status all, a long page: the counts read every row). */
const paperQuery = (filters: Record<string, string | number | boolean> = {}) =>
  paperListQuerySchema.parse({ per_page: 5000, ...filters });

/** The total of All Papers' search for q, run as the caller (the list a count links to). */
export async function searchTotal(ctx: AppContext, user: AuthUser, confId: number, q: string): Promise<number> {
  const { total } = await searchPapers(
    ctx,
    user,
    confId,
    paperSearchQuerySchema.parse({ q, scope: "all", per_page: 1 }),
  );
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

/** The counts that are the totals of All Papers searches (SEARCHES), by the same names. */
export type SearchedCounts = Record<keyof typeof SEARCHES, number>;

export interface DashboardCounts {
  searched: SearchedCounts;
  /** submitted papers (status submitted only: the ones a decision still waits for) */
  submitted: number;
  bidsPerMember: DashboardMemberBids[];
  assignments: number;
  reviewsDone: number;
  reviewsDue: number;
  reviewsLate: number;
  decided: number;
  notified: number;
  finalVersions: number;
}

export async function gatherCounts(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  opts: { reviewersPerPaper: number; softDeadlinePassed: boolean },
): Promise<DashboardCounts> {
  const entries = Object.entries(SEARCHES).map(([key, q]) => [
    key,
    typeof q === "function" ? q(opts.reviewersPerPaper) : q,
  ]);
  const totals = await Promise.all(entries.map(([, q]) => searchTotal(ctx, user, confId, q!)));
  const searched = Object.fromEntries(entries.map(([key], i) => [key, totals[i]!])) as SearchedCounts;
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
  const notes = await notificationCounts(ctx.db, confId);
  return {
    searched,
    submitted: papers.filter((p) => p.status === PAPER_STATUS.SUBMITTED).length,
    bidsPerMember,
    assignments: reviews.length,
    reviewsDone: done.length,
    reviewsDue: due.length,
    // late: submitted after the soft deadline (the list's mark), or still missing once it passed
    reviewsLate: done.filter((r) => r.late === true).length + (opts.softDeadlinePassed ? due.length : 0),
    decided: notes.decided,
    notified: notes.notified,
    finalVersions: searched.final_versions,
  };
}
