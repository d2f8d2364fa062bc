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
import { links } from "./links.js";
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

/** The counts of each phase, each linked to the list it totals. */
function phaseCounts(confId: number, c: DashboardCounts, minBids: number): Record<DashboardPhaseKey, DashboardCount[]> {
  const papers = (filter = "") => links.papers(confId, filter);
  const underThreshold = c.bidsPerMember.filter((m) => m.bid_count < minBids).length;
  const notNotified = c.decided - c.notified;
  return {
    call_for_papers: [],
    abstract_registration: [
      count("abstract_only", "Abstract only", c.abstractOnly, papers("?status=0&missing_paper=true")),
    ],
    submission: [
      count("submitted", "Submitted", c.submitted, papers("?status=0")),
      count("abstract_only", "Abstract only", c.abstractOnly, papers("?status=0&missing_paper=true")),
      count("missing_file", "Missing file", c.missingFile, papers("?status=1010")),
      count("withdrawn", "Withdrawn", c.withdrawn, papers("?status=25")),
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
      count("assignments", "Assignments", c.assignments, papers()),
      count("papers_short_of_reviewers", "Papers short of reviewers", c.shortOfReviewers, papers("?status=0")),
    ],
    reviewing: [
      count("reviews_done", "Reviews done", c.reviewsDone, papers()),
      count("reviews_due", "Reviews due", c.reviewsDue, papers()),
      count("reviews_late", "Reviews late", c.reviewsLate, papers()),
    ],
    discussion_and_response: [
      count("disagreements", "Disagreements", c.disagreements, papers()),
      count("responses", "Responses", c.responses, papers()),
    ],
    decisions: [
      count("decided", "Decided", c.decided, papers()),
      count("accepted", "Accepted", c.accepted, papers("?status=35")),
      count("rejected", "Rejected", c.rejected, papers("?status=20")),
      count("undecided", "Undecided", c.submitted, papers("?status=0")),
    ],
    notification: [
      count("notified", "Notified", c.notified, null),
      count("not_notified", "Not notified", notNotified, links.reports(confId)),
    ],
    camera_ready: [
      count("final_versions", "Final versions", c.finalVersions, links.reports(confId)),
      count("final_versions_missing", "Final versions missing", c.finalMissing, links.reports(confId)),
    ],
    proceedings: [count("final_versions", "Papers in the proceedings", c.finalVersions, links.reports(confId))],
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
      return t.state === "open" ? { label: "Watch the submissions", link: links.papers(confId, "?status=0") } : edit;
    case "bidding":
      if (t.state === "not started")
        return { label: "Enable bidding in Edit Conference", link: links.editConference(confId) };
      return c.bidsPerMember.some((m) => m.bid_count < minBids)
        ? { label: "Remind members with few bids", link: links.tpcTracks(confId) }
        : { label: "See the bids", link: links.tpcTracks(confId) };
    case "assignment":
      return c.shortOfReviewers > 0
        ? { label: "Assign reviewers (Auto Assign)", link: links.tpcTracks(confId) }
        : { label: "Release the assignments", link: links.editConference(confId) };
    case "reviewing":
      if (t.state === "not started")
        return { label: "Open reviewing in Edit Conference", link: links.editConference(confId) };
      return {
        label: c.reviewsDue > 0 ? "Remind reviewers of missing reviews" : "Read the reviews",
        link: links.papers(confId),
      };
    case "discussion_and_response":
      return t.state === "not started"
        ? edit
        : { label: "Discuss the papers with disagreements", link: links.papers(confId) };
    case "decisions":
      return { label: "Decide the papers", link: links.papers(confId, "?status=0") };
    case "notification":
      return { label: "Notify the authors", link: links.reports(confId) };
    case "camera_ready":
      return t.state === "not started"
        ? { label: "Open camera-ready uploads", link: links.editConference(confId) }
        : { label: "Remind authors of missing final versions", link: links.reports(confId) };
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
  const counts = phaseCounts(confId, c, query.min_bids);
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
