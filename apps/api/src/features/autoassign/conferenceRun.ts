// Auto Assign over a whole conference (POST /conference/auto-assign/{confId}): every track's
// papers and members in one instance, so a member's total load over all tracks is what is
// balanced and capped. A member receives only papers of the tracks they are an accepted member of:
// the solver gets the tracks as groups (each paper's track, each member's tracks) and only ever
// considers a paper's own track's members, besides its conflicts and declined pairs. Preview,
// deploy and undo use the track call's drafts and runs (conf_id marks them) and its per-track lock
// and progress rows, so a track run and a conference run never overlap; the conference's own
// progress row answers GET /conference/auto-assign-progress/{confId}.
import { createHash } from "node:crypto";
import {
  PAPER_STATUS,
  type AutoAssignInput,
  type AutoAssignOutcome,
  type ConferenceAutoAssignOutcome,
} from "@symposia/domain";
import type { Transaction } from "kysely";
import type { Groups, PreferenceResult } from "../../assignment/index.js";
import { recordAudit, recordAuditMany } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { conflict } from "../../http/errors.js";
import { assertNoRefusal, whyNotAutoAssign, whyNotWatchAutoAssign } from "../../policy/index.js";
import {
  type TrackWithConference,
  requireConference,
  requireTrackAbility,
  requireVisibleConference,
} from "../../access/index.js";
import { type RunProgress, progressOf, runProgress } from "./progress.js";
import * as repo from "./repository.js";
import {
  type State,
  choicesOf,
  deployDraft,
  loadState,
  lockTracks,
  outcomeOf,
  reviewersPerPaperOf,
  solve,
  undoRun,
  weightsOf,
  writeRun,
} from "./service.js";

type Trx = Transaction<Database>;

const CONFERENCE_CHANGED =
  "The conference changed since this preview (papers, members, conflicts or assignments in one of its tracks). Please preview again.";

interface Part {
  track: TrackWithConference;
  state: State;
}
interface Merged {
  tracks: TrackWithConference[];
  parts: Part[];
  state: State;
  trackOfPaper: Map<number, number>;
  /** the tracks as the solver's groups: a paper's track, a member's tracks */
  groups: Groups;
}

/**
 * The caller may run the conference (ADMIN or its chairs) on every one of its tracks: the policy's
 * Auto Assign pair (whyNotAutoAssign, conference scope) has nothing to say on the conference and
 * on each track. The same rule as a track's run, so the Programme Committee page offers the button
 * by the domain's canAutoAssignNow.
 */
async function requireConferenceRun(trx: Trx, user: AuthUser, confId: number): Promise<TrackWithConference[]> {
  const conference = await requireConference(trx, confId);
  const access = (await requireVisibleConference(trx, user, confId, conference.conference_status))!;
  assertNoRefusal(whyNotAutoAssign(access, conference.conference_status, "conference"));
  const tracks: TrackWithConference[] = [];
  for (const id of await repo.trackIdsOfConference(trx, confId)) {
    const { track } = await requireTrackAbility(trx, user, id, (a, status) =>
      whyNotAutoAssign(a, status, "conference"),
    );
    tracks.push(track);
  }
  if (tracks.length === 0) throw conflict("This conference has no tracks to assign.");
  return tracks;
}

/** One progress for the whole run, written to the conference's row and every track's (each track's poll shows it). */
function conferenceProgress(ctx: AppContext, confId: number, trackIds: readonly number[]): RunProgress {
  const all = [{ conf_id: confId }, ...trackIds.map((id) => ({ track_id: id }))].map((o) => runProgress(ctx.db, o));
  return {
    start: () => all.forEach((p) => p.start()),
    report: (phase, fraction) => all.forEach((p) => p.report(phase, fraction)),
    finish: async (state) => {
      await Promise.all(all.map((p) => p.finish(state)));
    },
  };
}

/** What a deploy must find unchanged: every track's own fingerprint, in track order. */
const fingerprintOf = (parts: readonly Part[]) =>
  createHash("sha256")
    .update(JSON.stringify(parts.map((p) => [p.track.id, p.state.fingerprint])))
    .digest("hex");

/**
 * The tracks' states as one: papers and members of every track, each member's load over all the
 * conference's assignments, a member's quota the smallest of their tracks', each paper's own
 * conflicts, and the tracks as groups (a member may take the papers of their tracks only).
 */
function mergeStates(tracks: TrackWithConference[], parts: Part[]): Merged {
  const papers = parts.flatMap((p) => p.state.data.papers).sort((a, b) => a.id - b.id);
  const assignments = parts.flatMap((p) => p.state.data.assignments);
  const members = [...new Map(parts.flatMap((p) => p.state.data.members).map((m) => [m.id, m])).values()].sort(
    (a, b) => a.id - b.id,
  );
  // the same rule as a track's load (withdrawn and blocked papers are no work), over every track:
  // each track's assignments are all of its papers', so together they are the conference's
  const load = new Map<number, number>(members.map((m) => [m.id, 0]));
  for (const a of assignments)
    if (load.has(a.user_id) && a.status !== PAPER_STATUS.WITHDRAWN && a.status !== PAPER_STATUS.BLOCKED)
      load.set(a.user_id, load.get(a.user_id)! + 1);
  const trackOfPaper = new Map<number, number>();
  for (const part of parts) for (const p of part.state.data.papers) trackOfPaper.set(p.id, part.track.id);
  const conflicts: State["conflicts"] = new Map();
  const tracksOfMember = new Map<number, number[]>();
  const existing = new Map<number, number[]>();
  const bids: State["bids"] = new Map();
  const paperTopics: State["paperTopics"] = new Map();
  const affinity: State["affinity"] = new Map();
  const quotas = new Map<number, number>();
  for (const part of parts) {
    for (const m of part.state.data.members)
      tracksOfMember.set(m.id, [...(tracksOfMember.get(m.id) ?? []), part.track.id]);
    for (const p of part.state.data.papers) {
      const own = part.state.conflicts.get(p.id);
      if (own) conflicts.set(p.id, own);
      existing.set(p.id, part.state.existing.get(p.id)!);
      const b = part.state.bids.get(p.id);
      if (b) bids.set(p.id, b);
      const t = part.state.paperTopics.get(p.id);
      if (t) paperTopics.set(p.id, t);
      const a = part.state.affinity.get(p.id);
      if (a) affinity.set(p.id, a);
    }
    for (const [id, q] of part.state.quotas) quotas.set(id, Math.min(q, quotas.get(id) ?? q));
  }
  const state: State = {
    data: { papers, assignments, members },
    existing,
    load,
    conflicts,
    bids,
    paperTopics,
    memberTopics: parts[0]?.state.memberTopics ?? new Map(),
    affinity,
    quotas,
    fingerprint: fingerprintOf(parts),
  };
  return { tracks, parts, state, trackOfPaper, groups: { ofPaper: trackOfPaper, ofReviewer: tracksOfMember } };
}

async function readConference(trx: Trx, tracks: TrackWithConference[], preferences = true): Promise<Merged> {
  const parts: Part[] = [];
  for (const track of tracks) parts.push({ track, state: await loadState(trx, track, preferences) });
  return mergeStates(tracks, parts);
}

/**
 * The track call's answer for the merged instance, with a paper's shortfall told in terms of its
 * own track (the other tracks' members are not "conflicted") and each track's share.
 */
async function conferenceOutcome(
  trx: Trx,
  confId: number,
  merged: Merged,
  result: PreferenceResult,
  perPaper: number,
  input: AutoAssignInput,
): Promise<ConferenceAutoAssignOutcome> {
  const outcome = await outcomeOf(
    trx,
    merged.state,
    result,
    perPaper,
    weightsOf(input),
    input.max_papers_per_reviewer,
    choicesOf(input),
  );
  const partOf = new Map(merged.parts.map((p) => [p.track.id, p]));
  const papersShort = outcome.papers_short.map((s) => {
    const part = partOf.get(merged.trackOfPaper.get(s.paper_id)!)!;
    const members = part.state.data.members.length;
    const onIt = new Set(part.state.existing.get(s.paper_id) ?? []);
    const conflicted = new Set((part.state.conflicts.get(s.paper_id) ?? []).filter((u) => !onIt.has(u))).size;
    const eligible = part.state.data.members.filter((m) => !onIt.has(m.id)).length - conflicted;
    if (eligible >= s.needed) return s;
    const why = [
      ...(conflicted > 0 ? [`${conflicted} with a conflict of interest`] : []),
      ...(onIt.size > 0 ? [`${onIt.size} already reviewing it`] : []),
    ];
    return {
      ...s,
      reason:
        `Only ${Math.max(0, eligible)} of the ${members} members of its track (${part.track.track_name}) ` +
        `could be assigned${why.length ? ` (${why.join(", ")})` : ""}; it needed ${s.needed}.`,
    };
  });
  const made = new Map<number, number>();
  for (const p of result.pairs) {
    const t = merged.trackOfPaper.get(p.paperId)!;
    made.set(t, (made.get(t) ?? 0) + 1);
  }
  return {
    ...outcome,
    papers_short: papersShort,
    conf_id: confId,
    tracks: merged.parts.map((p) => ({
      track_id: p.track.id,
      track_name: p.track.track_name,
      papers_considered: p.state.data.papers.length,
      reviewers_considered: p.state.data.members.length,
      assignments_made: made.get(p.track.id) ?? 0,
    })),
  };
}

/**
 * GET /conference/auto-assign-progress/{confId}: the conference-wide run's current or last
 * progress, for those who may run it (read-only, so also once the TPC is closed).
 */
export async function conferenceAutoAssignProgress(ctx: AppContext, user: AuthUser, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  const access = (await requireVisibleConference(ctx.db, user, confId, conference.conference_status))!;
  // read-only: who may run it, whatever the conference's state
  assertNoRefusal(whyNotWatchAutoAssign(access, "conference"));
  return progressOf(ctx.db, { conf_id: confId });
}

/** The answer's message: what was (or would be) assigned over how many tracks, and the load range. */
export function conferenceAutoAssignSummary(o: ConferenceAutoAssignOutcome): string {
  if (o.papers_considered === 0)
    return "There are no submitted papers with a file in this conference's tracks to assign.";
  if (o.reviewers_considered === 0) return "This conference's tracks have no accepted TPC members to assign.";
  const over = `${o.papers_considered} paper(s) of ${o.tracks.length} track(s)`;
  const short =
    o.papers_short.length === 0
      ? "Every paper has its reviewers."
      : `${o.papers_short.length} paper(s) are still short of reviewers.`;
  if (o.preview)
    return (
      `Preview: ${o.assignments_made} assignment(s) on ${over}, nothing written yet. ` +
      `Members' loads over all tracks would range from ${o.load.min} to ${o.load.max}. ${short}`
    );
  return (
    `Made ${o.assignments_made} assignment(s) on ${over}. ` +
    `Members' loads over all tracks now range from ${o.load.min} to ${o.load.max}. ${short}`
  );
}

const pairsOf = (result: PreferenceResult) => result.pairs.map((p) => ({ paper_id: p.paperId, user_id: p.reviewerId }));

/**
 * POST /conference/auto-assign/{confId}: the track call over every track at once; `preview`
 * stores a draft (deployed and undone by the track calls) and writes no assignment.
 */
export async function conferenceAutoAssign(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: AutoAssignInput,
): Promise<ConferenceAutoAssignOutcome> {
  const progress = conferenceProgress(ctx, confId, await repo.trackIdsOfConference(ctx.db, confId));
  try {
    const outcome = input.preview
      ? await previewConference(ctx, user, confId, input, progress)
      : await runConference(ctx, user, confId, input, progress);
    await progress.finish("done");
    return outcome;
  } catch (error) {
    await progress.finish("failed");
    if (isUniqueViolation(error))
      throw conflict("The assignments of this conference changed while Auto Assign ran. Please run it again.");
    throw error;
  }
}

/** Read in one transaction, solve outside any, store the draft in a second one (as a track preview). */
async function previewConference(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: AutoAssignInput,
  progress: RunProgress,
): Promise<ConferenceAutoAssignOutcome> {
  const merged = await ctx.db.transaction().execute(async (trx) => {
    const tracks = await requireConferenceRun(trx, user, confId);
    progress.start();
    return readConference(trx, tracks);
  });
  const perPaper = input.number_of_reviewers_per_paper ?? reviewersPerPaperOf(merged.tracks[0]!);
  const weights = weightsOf(input);
  const result = await solve(
    merged.state,
    perPaper,
    weights,
    input.max_papers_per_reviewer,
    confId,
    progress,
    choicesOf(input),
    merged.groups,
  );
  progress.report("saving", 0);
  return ctx.db.transaction().execute(async (trx) => {
    const outcome = await conferenceOutcome(trx, confId, merged, result, perPaper, input);
    const draftId = await repo.insertDraft(trx, {
      track_id: merged.tracks[0]!.id,
      conf_id: confId,
      created_by: user.id,
      fingerprint: merged.state.fingerprint,
      pairs: JSON.stringify(pairsOf(result)),
      outcome: JSON.stringify(outcome),
    });
    return { ...outcome, preview: true, draft_id: draftId, run_id: null };
  });
}

/** Assign at once: every track locked, read, solved and written in one transaction. */
async function runConference(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: AutoAssignInput,
  progress: RunProgress,
): Promise<ConferenceAutoAssignOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockTracks(trx, ctx, await repo.trackIdsOfConference(trx, confId));
    const tracks = await requireConferenceRun(trx, user, confId);
    progress.start();
    const merged = await readConference(trx, tracks);
    const perPaper = input.number_of_reviewers_per_paper ?? reviewersPerPaperOf(tracks[0]!);
    const weights = weightsOf(input);
    const result = await solve(
      merged.state,
      perPaper,
      weights,
      input.max_papers_per_reviewer,
      confId,
      progress,
      choicesOf(input),
      merged.groups,
    );
    progress.report("saving", 0);
    const outcome = await conferenceOutcome(trx, confId, merged, result, perPaper, input);
    const runId = await writeRun(trx, ctx, user, tracks[0]!, pairsOf(result), null, confId);
    await recordAudit(trx, {
      actorId: user.id,
      action: "conference.auto_assign",
      entityType: "conference",
      entityId: confId,
      confId,
      details: {
        number_of_reviewers_per_paper: perPaper,
        tracks: tracks.map((t) => t.id),
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

/**
 * POST /track/auto-assign-deploy/{draftId}: a track's draft as before; a conference-wide one is
 * written exactly as previewed under every track's lock, 409 when any track changed since.
 */
export async function deployAnyDraft(
  ctx: AppContext,
  user: AuthUser,
  draftId: number,
): Promise<AutoAssignOutcome | ConferenceAutoAssignOutcome> {
  const first = await repo.findDraft(ctx.db, draftId);
  if (!first || first.conf_id === null) return deployDraft(ctx, user, draftId);
  const confId = first.conf_id;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      await lockTracks(trx, ctx, await repo.trackIdsOfConference(trx, confId));
      const tracks = await requireConferenceRun(trx, user, confId);
      const draft = (await repo.findDraft(trx, draftId))!;
      if (draft.deployed_run_id !== null) throw conflict("This preview has already been deployed.");
      if ((await readConference(trx, tracks, false)).state.fingerprint !== draft.fingerprint)
        throw conflict(CONFERENCE_CHANGED);
      const pairs = JSON.parse(draft.pairs) as { paper_id: number; user_id: number }[];
      const runId = await writeRun(trx, ctx, user, tracks[0]!, pairs, draft.id, confId);
      await repo.markDraftDeployed(trx, draft.id, runId);
      const outcome = JSON.parse(draft.outcome) as ConferenceAutoAssignOutcome;
      await recordAudit(trx, {
        actorId: user.id,
        action: "conference.auto_assign",
        entityType: "conference",
        entityId: confId,
        confId,
        details: { draft_id: draft.id, run_id: runId, assignments_made: pairs.length, load: outcome.load },
      });
      return { ...outcome, preview: false, draft_id: draft.id, run_id: runId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CONFERENCE_CHANGED);
    throw error;
  }
}

/**
 * POST /track/auto-assign-undo/{runId}: a track's run as before; a conference-wide one loses its
 * assignments that still have no review, in every track, once.
 */
export async function undoAnyRun(
  ctx: AppContext,
  user: AuthUser,
  runId: number,
): Promise<{ removed: number; kept_with_review: number }> {
  const first = await repo.findRun(ctx.db, runId);
  if (!first || first.conf_id === null) return undoRun(ctx, user, runId);
  const confId = first.conf_id;
  return ctx.db.transaction().execute(async (trx) => {
    await lockTracks(trx, ctx, await repo.trackIdsOfConference(trx, confId));
    await requireConferenceRun(trx, user, confId);
    const run = (await repo.findRun(trx, runId))!;
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
        confId,
        details: { reviewer_id: a.user_id, assignment_id: a.id, reason: "auto-assign undone", run_id: run.id },
      })),
    );
    await recordAudit(trx, {
      actorId: user.id,
      action: "conference.auto_assign_undo",
      entityType: "conference",
      entityId: confId,
      confId,
      details: { run_id: run.id, removed: removed.length },
    });
    return { removed: removed.length, kept_with_review: pairs.length - removed.length };
  });
}
