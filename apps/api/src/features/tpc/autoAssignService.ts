import {
  CONFERENCE_SETTINGS,
  type AssignmentCounts,
  type AutoAssignInput,
  type AutoAssignOutcome,
} from "@symposia/domain";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { whyNotTrackTpcTask } from "../../policy/index.js";
import { autoAssignWithPreferences } from "../autoassign/index.js";
import * as repo from "./repository.js";
import { requireTrackAbility } from "../../access/index.js";

const DEFAULT_REVIEWERS_PER_PAPER = Number(
  CONFERENCE_SETTINGS.find((s) => s.key === "number_of_reviewers_per_paper")?.default ?? 3,
);

const reviewersPerPaperOf = (track: { number_of_reviewers_per_paper: number | null }) =>
  track.number_of_reviewers_per_paper && track.number_of_reviewers_per_paper > 0
    ? track.number_of_reviewers_per_paper
    : DEFAULT_REVIEWERS_PER_PAPER;

/** The Auto Assign dialog's counts: papers it would work on, accepted members, the conference's N. */
export async function assignmentCounts(ctx: AppContext, user: AuthUser, trackId: number): Promise<AssignmentCounts> {
  const { track } = await requireTrackAbility(ctx.db, user, trackId, (access, status) =>
    whyNotTrackTpcTask("seeAssignmentCounts", access, trackId, status),
  );
  const [total_paper_count, total_tpc_member_count] = await Promise.all([
    repo.countEligiblePapers(ctx.db, trackId),
    repo.countAcceptedMembers(ctx.db, trackId),
  ]);
  return { total_paper_count, total_tpc_member_count, no_of_reviewer_per_paper: reviewersPerPaperOf(track) };
}

/**
 * Tops every Submitted paper with a file up to N reviewers from the track's TPC, maximising the
 * members' preferences (features/autoassign, src/assignment/preferences.ts). All in one
 * transaction: either every assignment is written or none; `preview` writes a draft instead.
 */
export async function autoAssign(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  input: AutoAssignInput,
): Promise<AutoAssignOutcome> {
  return autoAssignWithPreferences(ctx, user, trackId, input);
}

export function autoAssignSummary(o: AutoAssignOutcome): string {
  if (o.papers_considered === 0) return "There are no submitted papers with a file in this track to assign.";
  if (o.reviewers_considered === 0) return "This track has no accepted TPC members to assign.";
  const short =
    o.papers_short.length === 0
      ? "Every paper has its reviewers."
      : `${o.papers_short.length} paper(s) are still short of reviewers.`;
  const noBids = o.statistics?.used_no_bids
    ? ` ${o.statistics.pairs_by_bid.no} assignment(s) go to members who bid no: nothing else was feasible.`
    : "";
  if (o.preview)
    return (
      `Preview: ${o.assignments_made} assignment(s) on ${o.papers_considered} paper(s), ` +
      `nothing written yet. Loads would range from ${o.load.min} to ${o.load.max}.${noBids}`
    );
  return (
    `Made ${o.assignments_made} assignment(s) on ${o.papers_considered} paper(s). Reviewer ` +
    `loads now range from ${o.load.min} to ${o.load.max} (lower bound for the largest ` +
    `load: ${o.load.lower_bound}). ${short}${noBids}`
  );
}
