import { CONFERENCE_SETTINGS, PAPER_STATUS, type AssignmentCounts, type AutoAssignInput, type AutoAssignOutcome } from "@symposia/domain";
import { assignReviewers } from "../../assignment/index.js";
import { recordAudit, recordAuditMany } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict } from "../../http/errors.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { canAutoAssign, canManageTpc, conflictedPairs } from "../../policy/index.js";
import { conflictIndexFor } from "../conflicts/repository.js";
import { declinedPairs } from "../reviewPhase/repository.js";
import { requireTrackPermission } from "./access.js";
import { insertAssignments, loadAssignmentData, lockTrack } from "./autoAssignRepository.js";
import * as repo from "./repository.js";

const DEFAULT_REVIEWERS_PER_PAPER = Number(CONFERENCE_SETTINGS.find((s) => s.key === "number_of_reviewers_per_paper")?.default ?? 3);
const AUTO_ASSIGN_REFUSAL = "Only the administrator and the conference chairs may run Auto Assign.";

const reviewersPerPaperOf = (track: { number_of_reviewers_per_paper: number | null }) =>
  track.number_of_reviewers_per_paper && track.number_of_reviewers_per_paper > 0 ? track.number_of_reviewers_per_paper : DEFAULT_REVIEWERS_PER_PAPER;

/** The Auto Assign dialog's counts: papers it would work on, accepted members, the conference's N. */
export async function assignmentCounts(ctx: AppContext, user: AuthUser, trackId: number): Promise<AssignmentCounts> {
  const { track } = await requireTrackPermission(
    ctx.db,
    user,
    trackId,
    (access) => canManageTpc(access, trackId),
    "Only the conference chairs, the organising committee and this track's chairs may see this.",
    { changes: false },
  );
  const [total_paper_count, total_tpc_member_count] = await Promise.all([repo.countEligiblePapers(ctx.db, trackId), repo.countAcceptedMembers(ctx.db, trackId)]);
  return { total_paper_count, total_tpc_member_count, no_of_reviewer_per_paper: reviewersPerPaperOf(track) };
}

/**
 * Tops every Submitted paper with a file up to N reviewers from the track's TPC (see
 * src/assignment). All in one transaction: either every assignment is written or none.
 */
export async function autoAssign(ctx: AppContext, user: AuthUser, trackId: number, input: AutoAssignInput): Promise<AutoAssignOutcome> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await lockTrack(trx, ctx.engine, trackId);
      const { track } = await requireTrackPermission(trx, user, trackId, (access) => canAutoAssign(access), AUTO_ASSIGN_REFUSAL);
      const perPaper = input.number_of_reviewers_per_paper ?? reviewersPerPaperOf(track);
      const data = await loadAssignmentData(trx, trackId);

      const existing = new Map<number, number[]>(data.papers.map((p) => [p.id, []]));
      const load = new Map<number, number>(data.members.map((m) => [m.id, 0]));
      for (const a of data.assignments) {
        existing.get(a.paper_id)?.push(a.user_id);
        if (load.has(a.user_id) && a.status !== PAPER_STATUS.WITHDRAWN && a.status !== PAPER_STATUS.BLOCKED) load.set(a.user_id, load.get(a.user_id)! + 1);
      }
      // the forbidden pairs: the one conflict predicate over the track's papers and members
      const paperIds = data.papers.map((p) => p.id);
      const conflicts = conflictedPairs(await conflictIndexFor(trx, paperIds), paperIds, data.members);
      // a reviewer who declined a paper is not offered it again (issue 17)
      for (const d of await declinedPairs(trx, paperIds)) conflicts.set(d.paperId, [...(conflicts.get(d.paperId) ?? []), d.reviewerId]);
      const result = assignReviewers({
        papers: data.papers.map((p) => ({ id: p.id, reviewerIds: existing.get(p.id)! })),
        reviewers: data.members.map((m) => ({ id: m.id, load: load.get(m.id)! })),
        conflicts,
        reviewersPerPaper: perPaper,
        seed: trackId, // reproducible: the same track in the same state gets the same answer
      });
      const inserted = await insertAssignments(trx, result.pairs, user.id);
      // each assignment in its paper's history, as a manual one is (plus `auto`), in assignment order
      inserted.sort((a, b) => a.id - b.id);
      await recordAuditMany(
        trx,
        inserted.map((a) => ({
          actorId: user.id,
          action: "paper.reviewer.assign",
          entityType: "paper",
          entityId: a.paper_id,
          confId: track.conf_id,
          details: { reviewer_id: a.user_id, assignment_id: a.id, auto: true },
        })),
      );

      const paperById = new Map(data.papers.map((p) => [p.id, p]));
      const outcome: AutoAssignOutcome = {
        number_of_reviewers_per_paper: perPaper,
        papers_considered: data.papers.length,
        reviewers_considered: data.members.length,
        assignments_made: result.pairs.length,
        papers_short: result.shortPapers.map((s) => ({
          paper_id: s.paperId,
          paper_sequence: paperById.get(s.paperId)!.paper_sequence,
          paper_title: paperById.get(s.paperId)!.paper_title,
          needed: s.needed,
          assigned: s.assigned,
          reason: s.reason,
        })),
        load: { min: result.load.min, max: result.load.max, lower_bound: result.load.lowerBound },
      };
      await recordAudit(trx, {
        actorId: user.id,
        action: "track.auto_assign",
        entityType: "track",
        entityId: trackId,
        confId: track.conf_id,
        details: {
          number_of_reviewers_per_paper: perPaper,
          papers_considered: outcome.papers_considered,
          assignments_made: outcome.assignments_made,
          papers_short: outcome.papers_short.length,
          load: outcome.load,
        },
      });
      return outcome;
    });
  } catch (error) {
    // a reviewer assigned by hand between our read and our write (the track lock covers auto-assign runs)
    if (isUniqueViolation(error)) throw conflict("The assignments of this track changed while Auto Assign ran. Please run it again.");
    throw error;
  }
}

export function autoAssignSummary(o: AutoAssignOutcome): string {
  if (o.papers_considered === 0) return "There are no submitted papers with a file in this track to assign.";
  if (o.reviewers_considered === 0) return "This track has no accepted TPC members to assign.";
  const short = o.papers_short.length === 0 ? "Every paper has its reviewers." : `${o.papers_short.length} paper(s) are still short of reviewers.`;
  return `Made ${o.assignments_made} assignment(s) on ${o.papers_considered} paper(s). Reviewer loads now range from ${o.load.min} to ${o.load.max} (lower bound for the largest load: ${o.load.lower_bound}). ${short}`;
}
