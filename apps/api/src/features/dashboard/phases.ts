// Each phase's state (not started, open, closed) from the conference's dates and switches at
// `now`, read in the deadline time zone through the same policy rules the calls enforce.
import type { DashboardPhaseKey, DashboardPhaseState } from "@symposia/domain";
import { biddingDeadline, biddingRefusal, responseWindow } from "../../policy/index.js";
import { cameraReadyDeadline, cameraReadyRefusal } from "../../policy/cameraReady.js";
import { instantInDeadlineZone } from "../../policy/deadline.js";
import { phaseDeadline, reviewWindow } from "../../policy/reviewPhase.js";
import { submissionState } from "../../policy/submission.js";
import type { DashboardConference } from "./repository.js";

/** The facts beside the settings that move a phase on (taken from the same lists as the counts). */
export interface PhaseFacts {
  cfpPublished: boolean;
  bids: number;
  assignments: number;
  reviewsDone: number;
  undecided: number;
  decided: number;
  notified: number;
  finalVersions: number;
}

export interface PhaseTiming {
  state: DashboardPhaseState;
  opens: string | null;
  closes: string | null;
}

const passed = (at: Date | null, now: Date) => at !== null && now.getTime() >= at.getTime();
const text = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

function byDates(opensAt: Date | null, closesAt: Date | null, set: boolean, now: Date): DashboardPhaseState {
  if (!set || (opensAt && now.getTime() < opensAt.getTime())) return "not started";
  return passed(closesAt, now) ? "closed" : "open";
}

/** The state and dates of every phase, in the order of DASHBOARD_PHASES. */
export function phaseTimings(
  conf: DashboardConference,
  f: PhaseFacts,
  now: Date,
): Record<DashboardPhaseKey, PhaseTiming> {
  const zone = conf.timezone_for_deadline || "UTC";
  const sub = submissionState(conf, now);
  const opensAt = instantInDeadlineZone(conf.submission_opening_date, zone);
  const fileDeadline = instantInDeadlineZone(conf.last_submission_date, zone);
  const submissionSet = fileDeadline !== null;
  const submissionClosed = passed(fileDeadline, now);

  const abstractDeadline = instantInDeadlineZone(conf.abstract_submission_deadline, zone);
  const abstractState = sub.abstract_registration
    ? byDates(opensAt, abstractDeadline ?? fileDeadline, submissionSet, now)
    : submissionClosed
      ? "closed"
      : "not started";

  const biddingOpen = biddingRefusal(conf, now) === null;
  const bidding: DashboardPhaseState = biddingOpen
    ? "open"
    : passed(biddingDeadline(conf), now) || f.bids > 0
      ? "closed"
      : "not started";

  const released =
    conf.assignments_released_at !== null || conf.is_assignment_submitted_papers_to_program_committee_enabled === 1;
  const assignment: DashboardPhaseState = released
    ? "closed"
    : f.assignments > 0 || submissionClosed || bidding === "closed"
      ? "open"
      : "not started";

  const reviewOpen = reviewWindow(conf, null, now).open;
  const hardPassed = passed(phaseDeadline(conf.review_hard_deadline, zone), now);
  const reviewing: DashboardPhaseState = reviewOpen
    ? "open"
    : hardPassed || f.reviewsDone > 0
      ? "closed"
      : "not started";

  const window = responseWindow(conf, now);
  const discussion: DashboardPhaseState = window.open
    ? "open"
    : window.closed
      ? "closed"
      : reviewing === "not started"
        ? "not started"
        : "open";

  const decisions: DashboardPhaseState =
    f.decided > 0 && f.undecided === 0 ? "closed" : f.decided > 0 || reviewing === "closed" ? "open" : "not started";
  const allNotified = f.decided > 0 && f.notified === f.decided && decisions === "closed";
  const notification: DashboardPhaseState = allNotified ? "closed" : f.decided > 0 ? "open" : "not started";

  const crOpen = cameraReadyRefusal({ status: 35 }, conf, now) === null;
  const crClosed = passed(cameraReadyDeadline(conf), now) || (conf.camera_ready_open !== 1 && f.finalVersions > 0);
  const cameraReady: DashboardPhaseState = crOpen ? "open" : crClosed ? "closed" : "not started";
  const proceedings: DashboardPhaseState =
    cameraReady === "closed" || (f.finalVersions > 0 && cameraReady === "open") ? "open" : "not started";

  return {
    call_for_papers: {
      state: f.cfpPublished ? (submissionClosed ? "closed" : "open") : "not started",
      opens: text(conf.submission_opening_date),
      closes: text(conf.last_submission_date),
    },
    abstract_registration: {
      state: abstractState,
      opens: text(conf.submission_opening_date),
      closes: text(conf.abstract_submission_deadline),
    },
    submission: {
      state: byDates(opensAt, fileDeadline, submissionSet, now),
      opens: text(conf.submission_opening_date),
      closes: text(conf.last_submission_date),
    },
    bidding: { state: bidding, opens: null, closes: text(conf.bidding_deadline) },
    assignment: { state: assignment, opens: null, closes: null },
    reviewing: { state: reviewing, opens: null, closes: text(conf.review_hard_deadline) ?? text(conf.review_deadline) },
    discussion_and_response: {
      state: discussion,
      opens: text(conf.author_response_start),
      closes: text(conf.author_response_end),
    },
    decisions: { state: decisions, opens: null, closes: null },
    notification: { state: notification, opens: null, closes: null },
    camera_ready: { state: cameraReady, opens: null, closes: text(conf.camera_ready_deadline) },
    proceedings: { state: proceedings, opens: null, closes: null },
  };
}
