// GET /conference/dashboard/{confId}: the chair's console. Phases in order, each with its state,
// dates, counts (from the lists they link to) and the next action as a web path.
import {
  CONFERENCE_SETTINGS,
  DASHBOARD_PHASES,
  type ConferenceDashboard,
  type DashboardAction,
  type DashboardCount,
  type DashboardPhaseKey,
  type DashboardQuery,
} from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { assertAllowed, canViewAllPapers } from "../../policy/index.js";
import { loadConferenceAccess, requireConference, requireVisibleConference } from "../../access/index.js";
import { instantInDeadlineZone } from "../../policy/deadline.js";
import { phaseDeadline } from "../../policy/reviewPhase.js";
import { gatherCounts, type DashboardCounts } from "./counts.js";
import { SEARCHES, links } from "./links.js";
import { phaseTimings, type PhaseTiming } from "./phases.js";
import { findDashboardConference, hasPublishedCfp } from "./repository.js";

export const NOT_DASHBOARD =
  "Only the conference chairs, the organising committee and an administrator may see the dashboard.";

const DEFAULT_REVIEWERS = Number(
  CONFERENCE_SETTINGS.find((s) => s.key === "number_of_reviewers_per_paper")?.default ?? 3,
);

const count = (key: string, label: string, value: number, link: string | null): DashboardCount => ({
  key,
  label,
  value,
  link,
});

/** The counts of each phase. A count with a link is the total of the list the link opens. */
function phaseCounts(
  confId: number,
  c: DashboardCounts,
  minBids: number,
  reviewersPerPaper: number,
): Record<DashboardPhaseKey, DashboardCount[]> {
  // a count of All Papers' search `q`: its value is that search's total (gatherCounts)
  const searched = (key: keyof typeof SEARCHES, label: string) => {
    const q = SEARCHES[key];
    return count(key, label, c.searched[key], links.papers(confId, typeof q === "function" ? q(reviewersPerPaper) : q));
  };
  const underThreshold = c.bidsPerMember.filter((m) => m.bid_count < minBids).length;
  return {
    call_for_papers: [],
    abstract_registration: [searched("abstract_only", "Abstract only")],
    submission: [
      searched("submitted", "Submitted"),
      searched("abstract_only", "Abstract only"),
      searched("missing_file", "Missing file"),
      searched("withdrawn", "Withdrawn"),
    ],
    bidding: [
      count(
        "bids",
        "Bids",
        c.bidsPerMember.reduce((sum, m) => sum + m.bid_count, 0),
        links.tpcTracks(confId),
      ),
      count(
        "members_under_bid_threshold",
        `Members with fewer than ${minBids} bids`,
        underThreshold,
        links.tpcTracks(confId),
      ),
    ],
    assignment: [
      count("assignments", "Assignments", c.assignments, null),
      count(
        "papers_short_of_reviewers",
        "Papers short of reviewers",
        c.searched.short_of_reviewers,
        links.papers(confId, SEARCHES.short_of_reviewers(reviewersPerPaper)),
      ),
    ],
    reviewing: [
      count("reviews_done", "Reviews done", c.reviewsDone, null),
      count("reviews_due", "Reviews due", c.reviewsDue, null),
      count("reviews_late", "Reviews late", c.reviewsLate, null),
      searched("papers_with_reviews_missing", "Papers with reviews missing"),
      searched("papers_with_late_reviews", "Papers with late reviews"),
    ],
    discussion_and_response: [searched("disagreements", "Disagreements"), searched("responses", "Responses")],
    decisions: [
      count("decided", "Decided", c.decided, null),
      searched("accepted", "Accepted"),
      searched("rejected", "Rejected"),
      searched("undecided", "Undecided"),
    ],
    notification: [
      count("notified", "Notified", c.notified, null),
      count("not_notified", "Not notified", c.decided - c.notified, null),
    ],
    camera_ready: [
      searched("final_versions", "Final versions"),
      searched("final_versions_missing", "Final versions missing"),
    ],
    proceedings: [
      count(
        "final_versions",
        "Papers in the proceedings",
        c.searched.final_versions,
        links.papers(confId, SEARCHES.final_versions),
      ),
    ],
  };
}

/** What the chair does next in a phase: set it up while it has not started, work it while open. */
function nextAction(
  key: DashboardPhaseKey,
  t: PhaseTiming,
  confId: number,
  c: DashboardCounts,
  minBids: number,
): DashboardAction | null {
  const edit = { label: "Set the dates in Edit Conference", link: links.editConference(confId) };
  if (t.state === "closed") return null;
  switch (key) {
    case "call_for_papers":
      return {
        label: t.state === "open" ? "Edit the call for papers" : "Publish the call for papers",
        link: links.cfp(confId),
      };
    case "abstract_registration":
    case "submission":
      return t.state === "open"
        ? { label: "Watch the submissions", link: links.papers(confId, SEARCHES.submitted) }
        : edit;
    case "bidding":
      if (t.state === "not started")
        return { label: "Enable bidding in Edit Conference", link: links.editConference(confId) };
      return c.bidsPerMember.some((m) => m.bid_count < minBids)
        ? { label: "Remind members with few bids", link: links.tpcTracks(confId) }
        : { label: "See the bids", link: links.tpcTracks(confId) };
    case "assignment":
      return c.searched.short_of_reviewers > 0
        ? { label: "Assign reviewers (Auto Assign)", link: links.tpcTracks(confId) }
        : { label: "Release the assignments", link: links.editConference(confId) };
    case "reviewing":
      if (t.state === "not started")
        return { label: "Open reviewing in Edit Conference", link: links.editConference(confId) };
      return c.reviewsDue > 0
        ? {
            label: "Remind reviewers of missing reviews",
            link: links.papers(confId, SEARCHES.papers_with_reviews_missing),
          }
        : { label: "Read the reviews", link: links.papers(confId) };
    case "discussion_and_response":
      return t.state === "not started"
        ? edit
        : { label: "Discuss the papers with disagreements", link: links.papers(confId, SEARCHES.disagreements) };
    case "decisions":
      return { label: "Decide the papers", link: links.papers(confId, SEARCHES.undecided) };
    case "notification":
      return { label: "Notify the authors", link: links.reports(confId) };
    case "camera_ready":
      return t.state === "not started"
        ? { label: "Open camera-ready uploads", link: links.editConference(confId) }
        : {
            label: "Remind authors of missing final versions",
            link: links.papers(confId, SEARCHES.final_versions_missing),
          };
    case "proceedings":
      return { label: "Download the proceedings", link: links.reports(confId) };
  }
}

export async function conferenceDashboard(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  query: DashboardQuery,
  now = new Date(),
): Promise<ConferenceDashboard> {
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  const access = await loadConferenceAccess(ctx.db, user, confId);
  assertAllowed(canViewAllPapers(access), NOT_DASHBOARD);
  const conf = (await findDashboardConference(ctx.db, confId))!;
  const zone = conf.timezone_for_deadline || "UTC";
  const soft = phaseDeadline(conf.review_deadline, zone);
  const set = conf.number_of_reviewers_per_paper;
  const reviewersPerPaper = set && set > 0 ? set : DEFAULT_REVIEWERS;
  const [c, cfpPublished] = await Promise.all([
    gatherCounts(ctx, user, confId, {
      reviewersPerPaper,
      softDeadlinePassed: soft !== null && now.getTime() >= soft.getTime(),
    }),
    hasPublishedCfp(ctx.db, confId),
  ]);
  const timings = phaseTimings(
    conf,
    {
      cfpPublished,
      bids: c.bidsPerMember.reduce((sum, m) => sum + m.bid_count, 0),
      assignments: c.assignments,
      reviewsDone: c.reviewsDone,
      undecided: c.submitted,
      decided: c.decided,
      notified: c.notified,
      finalVersions: c.finalVersions,
    },
    now,
  );
  const counts = phaseCounts(confId, c, query.min_bids, reviewersPerPaper);
  const phases = DASHBOARD_PHASES.map(({ key, name }) => ({
    key,
    name,
    ...timings[key],
    opens_at: instantInDeadlineZone(timings[key].opens, zone)?.toISOString() ?? null,
    closes_at: instantInDeadlineZone(timings[key].closes, zone)?.toISOString() ?? null,
    counts: counts[key],
    next_action: nextAction(key, timings[key], confId, c, query.min_bids),
  }));
  const current = phases.find((p) => p.state === "open") ?? phases.find((p) => p.state === "not started");
  return {
    conf_id: confId,
    acronym_title: conf.acronym_title,
    timezone: zone,
    date_format: conf.date_format,
    current_phase: current?.key ?? null,
    min_bids: query.min_bids,
    bids_per_member: c.bidsPerMember,
    phases,
  };
}
