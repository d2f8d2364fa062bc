// Preference-aware Auto Assign: preview (a stored draft with statistics), deploy
// (refused when the track changed since), undo (a run's assignments that still have no review),
// per-member quotas and imported affinity. The solver is src/assignment/preferences.ts; the
// forbidden pairs come from the one conflict predicate (conflictedPairs over ConflictIndex).
import { createHash } from "node:crypto";
import {
  CONFERENCE_SETTINGS,
  DEFAULT_ASSIGNMENT_BALANCE,
  DEFAULT_ASSIGNMENT_OBJECTIVE,
  DEFAULT_ASSIGNMENT_WEIGHTS,
  DEFAULT_LOW_AFFINITY_THRESHOLD,
  PAPER_STATUS,
  type AssignmentBalance,
  type AssignmentObjective,
  type AssignmentStatistics,
  type AssignmentWeights,
  type AutoAssignInput,
  type AutoAssignOutcome,
  type StoredBid,
} from "@symposia/domain";
import type { Transaction } from "kysely";
import { type Bid, type Groups, type PreferenceResult, assignWithPreferencesAsync } from "../../assignment/index.js";
import { recordAudit, recordAuditMany } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { conflict, fieldError, notFound } from "../../http/errors.js";
import { conflictedPairs, whyNotAutoAssign, whyNotTrackTpcTask, whyNotWatchAutoAssign } from "../../policy/index.js";
import { declinedPairs } from "../reviewPhase/index.js";
import { memberTopicsOfConference, topicsOfPapers } from "../topics/index.js";
import { insertAssignments, loadAssignmentData, lockTrack } from "./trackRepository.js";
import { mailRunAssignments } from "./runMails.js";
import { type RunProgress, progressOf, runProgress } from "./progress.js";
import * as repo from "./repository.js";
import { type TrackWithConference, conflictIndexFor, requireTrackAbility } from "../../access/index.js";

type Trx = Transaction<Database>;

const DEFAULT_REVIEWERS_PER_PAPER = Number(
  CONFERENCE_SETTINGS.find((s) => s.key === "number_of_reviewers_per_paper")?.default ?? 3,
);
export const CHANGED =
  "The track changed since this preview (papers, members, conflicts or assignments). Please preview again.";

export const reviewersPerPaperOf = (track: { number_of_reviewers_per_paper: number | null }) =>
  track.number_of_reviewers_per_paper && track.number_of_reviewers_per_paper > 0
    ? track.number_of_reviewers_per_paper
    : DEFAULT_REVIEWERS_PER_PAPER;

/**
 * Everything a run depends on, read inside the run's transaction. A deploy needs only the
 * fingerprint (`preferences` false: bids, topics, affinity and quotas are not read).
 */
export async function loadState(trx: Trx, track: TrackWithConference, preferences = true) {
  const data = await loadAssignmentData(trx, track.id);
  const existing = new Map<number, number[]>(data.papers.map((p) => [p.id, []]));
  const load = new Map<number, number>(data.members.map((m) => [m.id, 0]));
  for (const a of data.assignments) {
    existing.get(a.paper_id)?.push(a.user_id);
    if (load.has(a.user_id) && a.status !== PAPER_STATUS.WITHDRAWN && a.status !== PAPER_STATUS.BLOCKED)
      load.set(a.user_id, load.get(a.user_id)! + 1);
  }
  const paperIds = data.papers.map((p) => p.id);
  const conflicts = conflictedPairs(await conflictIndexFor(trx, paperIds), paperIds, data.members);
  // a reviewer who declined a paper is not offered it again
  for (const d of await declinedPairs(trx, paperIds))
    conflicts.set(d.paperId, [...(conflicts.get(d.paperId) ?? []), d.reviewerId]);
  const [bidRows, paperTopics, memberTopics, affinityRows, quotaRows] = preferences
    ? await Promise.all([
        repo.bidsOfPapers(trx, paperIds),
        topicsOfPapers(trx, paperIds),
        memberTopicsOfConference(trx, track.conf_id),
        repo.affinityOfTrack(trx, track.id),
        repo.quotasOfTrack(trx, track.id),
      ])
    : [[], new Map<number, { id: number }[]>(), new Map<number, Set<number>>(), [], []];
  const bids = new Map<number, Map<number, Bid>>();
  for (const b of bidRows)
    bids.set(b.paper_id, (bids.get(b.paper_id) ?? new Map<number, Bid>()).set(b.user_id, b.bid as Bid));
  const affinity = new Map<number, Map<number, number>>();
  for (const a of affinityRows)
    affinity.set(a.paper_id, (affinity.get(a.paper_id) ?? new Map<number, number>()).set(a.user_id, a.score));
  // what a deploy must find unchanged: papers, members, conflicts, assignments
  const fingerprint = createHash("sha256")
    .update(
      JSON.stringify({
        papers: paperIds,
        members: data.members.map((m) => m.id).sort((a, b) => a - b),
        conflicts: [...conflicts.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([p, us]) => [p, [...us].sort((a, b) => a - b)]),
        assignments: data.assignments
          .map((a) => [a.paper_id, a.user_id])
          .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!),
      }),
    )
    .digest("hex");
  return {
    data,
    existing,
    load,
    conflicts,
    bids,
    paperTopics: new Map([...paperTopics].map(([id, ts]) => [id, ts.map((t) => t.id)])),
    memberTopics,
    affinity,
    quotas: new Map(quotaRows.map((q) => [q.user_id, q.max_papers])),
    fingerprint,
  };
}
export type State = Awaited<ReturnType<typeof loadState>>;

/** What the chair chose besides the weights and the cap (the body's balance, objective, low_affinity_threshold). */
interface RunChoices {
  balance: AssignmentBalance;
  objective: AssignmentObjective;
  lowAffinityThreshold: number;
}
export const choicesOf = (input: AutoAssignInput): RunChoices => ({
  balance: input.balance ?? DEFAULT_ASSIGNMENT_BALANCE,
  objective: input.objective ?? DEFAULT_ASSIGNMENT_OBJECTIVE,
  lowAffinityThreshold: input.low_affinity_threshold ?? DEFAULT_LOW_AFFINITY_THRESHOLD,
});

/**
 * The solver, handing the event loop back now and then and reporting the track's progress.
 * `groups`: who may take which paper (a conference run's tracks); a track run has none.
 */
export function solve(
  state: State,
  perPaper: number,
  weights: AssignmentWeights,
  maxLoad: number | undefined,
  seed: number,
  progress: RunProgress,
  choices: RunChoices,
  groups?: Groups,
): Promise<PreferenceResult> {
  const onProgress = (p: { phase: "balancing" | "candidates" | "solving"; fraction: number }) =>
    progress.report(p.phase, p.fraction);
  return assignWithPreferencesAsync(
    {
      papers: state.data.papers.map((p) => ({ id: p.id, reviewerIds: state.existing.get(p.id)! })),
      reviewers: state.data.members.map((m) => ({ id: m.id, load: state.load.get(m.id)! })),
      conflicts: state.conflicts,
      reviewersPerPaper: perPaper,
      bids: state.bids,
      paperTopics: state.paperTopics,
      reviewerTopics: state.memberTopics,
      affinity: state.affinity,
      weights,
      ...(maxLoad === undefined ? {} : { maxLoad }),
      quotas: state.quotas,
      seed, // the track id: the same track in the same state gets the same answer
      balance: choices.balance,
      objective: choices.objective,
      ...(groups ? { groups } : {}),
    },
    onProgress,
  );
}

/** The nearest-rank q-quantile of ascending values. */
const quantile = (sorted: readonly number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;

function statisticsOf(result: PreferenceResult, lowAffinityThreshold: number): AssignmentStatistics {
  const histogram = new Map<number, number>();
  for (const l of result.loads.values()) histogram.set(l, (histogram.get(l) ?? 0) + 1);
  const byBid = { yes: 0, maybe: 0, none: 0, no: 0 };
  let overlap = 0;
  let affinitySum = 0;
  let affinityCount = 0;
  for (const p of result.pairs) {
    byBid[p.bid ?? "none"]++;
    overlap += p.topicOverlap;
    if (p.affinity !== null) {
      affinitySum += p.affinity;
      affinityCount++;
    }
  }
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const totals = result.paperTotals.map((t) => t.total).sort((a, b) => a - b);
  return {
    load_histogram: [...histogram.entries()].sort((a, b) => a[0] - b[0]).map(([load, members]) => ({ load, members })),
    pairs_by_bid: byBid,
    mean_topic_overlap: result.pairs.length ? round(overlap / result.pairs.length) : 0,
    mean_affinity: affinityCount ? round(affinitySum / affinityCount) : null,
    total_preference: result.totalPreference,
    used_no_bids: result.noBidPairs > 0,
    preferences_applied: true, // the sparse candidate set applies them at every size
    paper_totals: totals.length
      ? { lowest: round(totals[0]!), p10: round(quantile(totals, 0.1)), median: round(quantile(totals, 0.5)) }
      : null,
    low_affinity_papers: result.paperTotals.filter((t) => t.bestAffinity < lowAffinityThreshold).length,
    low_affinity_threshold: lowAffinityThreshold,
  };
}

export async function outcomeOf(
  trx: Trx,
  state: State,
  result: PreferenceResult,
  perPaper: number,
  weights: AssignmentWeights,
  maxLoad: number | undefined,
  choices: RunChoices,
): Promise<AutoAssignOutcome> {
  const paperById = new Map(state.data.papers.map((p) => [p.id, p]));
  const names = new Map(
    (
      await repo.memberNames(
        trx,
        state.data.members.map((m) => m.id),
      )
    ).map((u) => [u.id, u]),
  );
  const loads = [...result.loads.values()];
  return {
    number_of_reviewers_per_paper: perPaper,
    papers_considered: state.data.papers.length,
    reviewers_considered: state.data.members.length,
    assignments_made: result.pairs.length,
    papers_short: result.shortPapers.map((s) => ({
      paper_id: s.paperId,
      paper_sequence: paperById.get(s.paperId)!.paper_sequence,
      paper_title: paperById.get(s.paperId)!.paper_title,
      needed: s.needed,
      assigned: s.assigned,
      reason: s.reason,
    })),
    load: {
      min: loads.length ? Math.min(...loads) : 0,
      max: loads.length ? Math.max(...loads) : 0,
      lower_bound: result.lowerBound,
    },
    max_papers_per_reviewer: maxLoad ?? null,
    weights,
    balance: choices.balance,
    objective: choices.objective,
    statistics: statisticsOf(result, choices.lowAffinityThreshold),
    pairs: result.pairs.map((p) => ({
      paper_id: p.paperId,
      paper_sequence: paperById.get(p.paperId)!.paper_sequence,
      user_id: p.reviewerId,
      first_name: names.get(p.reviewerId)?.first_name ?? "",
      last_name: names.get(p.reviewerId)?.last_name ?? "",
      bid: p.bid as StoredBid | null,
      topic_overlap: Math.round(p.topicOverlap * 1000) / 1000,
      affinity: p.affinity === null ? null : Math.round(p.affinity * 1000) / 1000,
    })),
  };
}

/** Writes the pairs as assignments, records the run (for Undo) and the audit trail. */
export async function writeRun(
  trx: Trx,
  ctx: AppContext,
  user: AuthUser,
  track: TrackWithConference,
  pairs: readonly { paper_id: number; user_id: number }[],
  draftId: number | null,
  confId: number | null = null,
): Promise<number> {
  const inserted = await insertAssignments(
    trx,
    pairs.map((p) => ({ paperId: p.paper_id, reviewerId: p.user_id })),
    user.id,
  );
  inserted.sort((a, b) => a.id - b.id);
  const runId = await repo.insertRun(
    trx,
    { track_id: track.id, draft_id: draftId, created_by: user.id, conf_id: confId },
    pairs,
  );
  await mailRunAssignments(
    trx,
    ctx,
    track,
    runId,
    inserted.map((a) => a.id),
  );
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
  return runId;
}

export const weightsOf = (input: AutoAssignInput): AssignmentWeights => ({
  ...DEFAULT_ASSIGNMENT_WEIGHTS,
  ...Object.fromEntries(Object.entries(input.weights ?? {}).filter(([, v]) => v !== undefined)),
});

/**
 * POST /track/paper-reviewer-auto-assign/{trackId}: tops every Submitted paper with a file up to
 * N reviewers, maximising preference; `preview` stores a draft and writes no assignment.
 * Progress: GET /track/auto-assign-progress/{trackId} while it runs.
 */
export async function autoAssignWithPreferences(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  input: AutoAssignInput,
): Promise<AutoAssignOutcome> {
  const progress = runProgress(ctx.db, { track_id: trackId });
  try {
    const outcome = input.preview
      ? await previewRun(ctx, user, trackId, input, progress)
      : await directRun(ctx, user, trackId, input, progress);
    await progress.finish("done");
    return outcome;
  } catch (error) {
    await progress.finish("failed");
    if (isUniqueViolation(error))
      throw conflict("The assignments of this track changed while Auto Assign ran. Please run it again.");
    throw error;
  }
}

/**
 * A preview reads the track in one transaction, solves outside any transaction (so on SQLite, whose
 * one connection a transaction holds, the progress polls and other requests are answered while a
 * large track is solved) and stores the draft in a second one. The draft keeps the fingerprint of
 * what it read: a deploy after any change in between is refused.
 */
async function previewRun(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  input: AutoAssignInput,
  progress: RunProgress,
): Promise<AutoAssignOutcome> {
  const read = await ctx.db.transaction().execute(async (trx) => {
    const { track } = await requireTrackAbility(trx, user, trackId, whyNotAutoAssign);
    progress.start();
    return { track, state: await loadState(trx, track) };
  });
  const perPaper = input.number_of_reviewers_per_paper ?? reviewersPerPaperOf(read.track);
  const weights = weightsOf(input);
  const choices = choicesOf(input);
  const result = await solve(read.state, perPaper, weights, input.max_papers_per_reviewer, trackId, progress, choices);
  progress.report("saving", 0);
  return ctx.db.transaction().execute(async (trx) => {
    const outcome = await outcomeOf(trx, read.state, result, perPaper, weights, input.max_papers_per_reviewer, choices);
    const pairs = result.pairs.map((p) => ({ paper_id: p.paperId, user_id: p.reviewerId }));
    const draftId = await repo.insertDraft(trx, {
      track_id: trackId,
      created_by: user.id,
      fingerprint: read.state.fingerprint,
      pairs: JSON.stringify(pairs),
      outcome: JSON.stringify(outcome),
    });
    return { ...outcome, preview: true, draft_id: draftId, run_id: null };
  });
}

/** Assign at once: read, solve and write under the track's lock in one transaction. */
async function directRun(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  input: AutoAssignInput,
  progress: RunProgress,
): Promise<AutoAssignOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockTrack(trx, ctx.engine, trackId);
    const { track } = await requireTrackAbility(trx, user, trackId, whyNotAutoAssign);
    progress.start();
    const perPaper = input.number_of_reviewers_per_paper ?? reviewersPerPaperOf(track);
    const weights = weightsOf(input);
    const choices = choicesOf(input);
    const state = await loadState(trx, track);
    const result = await solve(state, perPaper, weights, input.max_papers_per_reviewer, trackId, progress, choices);
    progress.report("saving", 0);
    const outcome = await outcomeOf(trx, state, result, perPaper, weights, input.max_papers_per_reviewer, choices);
    const pairs = result.pairs.map((p) => ({ paper_id: p.paperId, user_id: p.reviewerId }));
    const runId = await writeRun(trx, ctx, user, track, pairs, null);
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
        run_id: runId,
        no_bids: result.noBidPairs,
      },
    });
    return { ...outcome, preview: false, draft_id: null, run_id: runId };
  });
}

/** Locks the tracks in id order (a conference-wide run takes every track of the conference). */
export async function lockTracks(trx: Trx, ctx: AppContext, trackIds: readonly number[]): Promise<void> {
  for (const id of [...trackIds].sort((x, y) => x - y)) await lockTrack(trx, ctx.engine, id);
}

/** GET /track/auto-assign-progress/{trackId}: the track's current or last run, for those who may run it. */
export async function autoAssignProgress(ctx: AppContext, user: AuthUser, trackId: number) {
  await requireTrackAbility(ctx.db, user, trackId, (access) => whyNotWatchAutoAssign(access, "track"));
  return progressOf(ctx.db, { track_id: trackId });
}

/** POST /track/auto-assign-deploy/{draftId}: writes a preview exactly as shown; 409 when the track changed since. */
export async function deployDraft(ctx: AppContext, user: AuthUser, draftId: number): Promise<AutoAssignOutcome> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const draft = await repo.findDraft(trx, draftId);
      if (!draft) throw notFound("Draft");
      await lockTrack(trx, ctx.engine, draft.track_id);
      const { track } = await requireTrackAbility(trx, user, draft.track_id, whyNotAutoAssign);
      if (draft.deployed_run_id !== null) throw conflict("This preview has already been deployed.");
      const state = await loadState(trx, track, false);
      if (state.fingerprint !== draft.fingerprint) throw conflict(CHANGED);
      const pairs = JSON.parse(draft.pairs) as { paper_id: number; user_id: number }[];
      const runId = await writeRun(trx, ctx, user, track, pairs, draft.id);
      await repo.markDraftDeployed(trx, draft.id, runId);
      const outcome = JSON.parse(draft.outcome) as AutoAssignOutcome;
      await recordAudit(trx, {
        actorId: user.id,
        action: "track.auto_assign",
        entityType: "track",
        entityId: track.id,
        confId: track.conf_id,
        details: { draft_id: draft.id, run_id: runId, assignments_made: pairs.length, load: outcome.load },
      });
      return { ...outcome, preview: false, draft_id: draft.id, run_id: runId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CHANGED);
    throw error;
  }
}

/** POST /track/auto-assign-undo/{runId}: removes the run's assignments that still have no review. */
export async function undoRun(
  ctx: AppContext,
  user: AuthUser,
  runId: number,
): Promise<{ removed: number; kept_with_review: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const run = await repo.findRun(trx, runId);
    if (!run) throw notFound("Run");
    await lockTrack(trx, ctx.engine, run.track_id);
    const { track } = await requireTrackAbility(trx, user, run.track_id, whyNotAutoAssign);
    if (run.undone_at !== null) throw conflict("This run has already been undone.");
    const pairs = await repo.runPairs(trx, run.id);
    const removed = await repo.deleteUnreviewed(trx, pairs);
    await repo.markRunUndone(trx, run.id);
    await recordAuditMany(
      trx,
      removed.map((a) => ({
        actorId: user.id,
        action: "paper.reviewer.remove",
        entityType: "paper",
        entityId: a.paper_id,
        confId: track.conf_id,
        details: { reviewer_id: a.user_id, assignment_id: a.id, reason: "auto-assign undone", run_id: run.id },
      })),
    );
    await recordAudit(trx, {
      actorId: user.id,
      action: "track.auto_assign_undo",
      entityType: "track",
      entityId: track.id,
      confId: track.conf_id,
      details: { run_id: run.id, removed: removed.length },
    });
    return { removed: removed.length, kept_with_review: pairs.length - removed.length };
  });
}

/** POST /track/reviewer-quota/{trackId}: a member's own cap on their total load; max_papers empty removes it. */
export async function setQuota(
  ctx: AppContext,
  user: AuthUser,
  trackId: number,
  reviewerId: number,
  maxPapers: number | undefined,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const { track } = await requireTrackAbility(trx, user, trackId, (access, status) =>
      whyNotTrackTpcTask("setQuota", access, trackId, status),
    );
    const data = await loadAssignmentData(trx, trackId);
    if (!data.members.some((m) => m.id === reviewerId))
      throw fieldError("reviewer_id", "Choose an accepted TPC member of this track.");
    await repo.saveQuota(trx, trackId, reviewerId, maxPapers);
    await recordAudit(trx, {
      actorId: user.id,
      action: "track.reviewer_quota",
      entityType: "track",
      entityId: trackId,
      confId: track.conf_id,
      details: { reviewer_id: reviewerId, max_papers: maxPapers ?? null },
    });
    return (await repo.quotasOfTrack(trx, trackId)).map((q) => ({ reviewer_id: q.user_id, max_papers: q.max_papers }));
  });
}

/** GET /track/reviewer-quota/{trackId} */
export async function listQuotas(ctx: AppContext, user: AuthUser, trackId: number) {
  await requireTrackAbility(ctx.db, user, trackId, (access, status) =>
    whyNotTrackTpcTask("seeQuotas", access, trackId, status),
  );
  return (await repo.quotasOfTrack(ctx.db, trackId)).map((q) => ({ reviewer_id: q.user_id, max_papers: q.max_papers }));
}

/**
 * POST /track/affinity/{trackId}: a CSV of paper_id,reviewer_email,score (score in [0, 1]; a
 * header line is allowed). Lines that cannot be used are refused one by one with the reason; the
 * others are stored (replace = 1 drops the track's earlier scores first).
 */
export async function importAffinity(ctx: AppContext, user: AuthUser, trackId: number, csv: string, replace: boolean) {
  return ctx.db.transaction().execute(async (trx) => {
    const { track } = await requireTrackAbility(trx, user, trackId, whyNotAutoAssign);
    const data = await loadAssignmentData(trx, trackId);
    const trackPapers = await repo.paperIdsOfTrack(trx, trackId);
    const byEmail = new Map(data.members.map((m) => [m.email.trim().toLowerCase(), m.id]));
    const rows = new Map<string, { paper_id: number; user_id: number; score: number }>();
    const refused: { line: number; text: string; reason: string }[] = [];
    const lines = csv.split(/\r?\n/);
    lines.forEach((raw, i) => {
      const text = raw.trim();
      if (!text) return;
      const cells = text.split(/[,;\t]/).map((c) => c.trim().replace(/^"(.*)"$/, "$1"));
      if (i === 0 && /paper/i.test(cells[0] ?? "")) return; // header
      const refuse = (reason: string) => refused.push({ line: i + 1, text: text.slice(0, 200), reason });
      if (cells.length !== 3) return refuse("Expected three values: paper_id,reviewer_email,score.");
      const paperId = Number(cells[0]);
      if (!Number.isInteger(paperId) || !trackPapers.has(paperId))
        return refuse("No paper with this id in this track.");
      const userId = byEmail.get(cells[1]!.toLowerCase());
      if (userId === undefined) return refuse("No accepted TPC member of this track has this email.");
      const score = Number(cells[2]);
      if (cells[2] === "" || !Number.isFinite(score) || score < 0 || score > 1)
        return refuse("The score must be a number from 0 to 1.");
      rows.set(`${paperId}:${userId}`, { paper_id: paperId, user_id: userId, score });
    });
    await repo.saveAffinity(trx, trackId, [...rows.values()], replace);
    await recordAudit(trx, {
      actorId: user.id,
      action: "track.affinity_import",
      entityType: "track",
      entityId: trackId,
      confId: track.conf_id,
      details: { imported: rows.size, refused: refused.length, replace },
    });
    return { imported: rows.size, refused };
  });
}
