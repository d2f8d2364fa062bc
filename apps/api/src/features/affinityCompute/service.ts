// Computed affinity: start the conference's job, read its progress, and explain a paper's best
// matches (which publications matched, which terms they share with the submission).
import {
  AFFINITY_TOP_K_DEFAULT,
  type AffinityComputeInput,
  type AffinityComputeProgress,
  type AffinityComputeStatus,
  type PaperAffinityMatches,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { actsAsChair, assertAllowed, canAutoAssign } from "../../policy/index.js";
import { loadConferenceAccess, loadPaperAs, requireConference, requireVisibleConference } from "../../access/index.js";
import { launch, resumeIfStale } from "./job.js";
import * as repo from "./repository.js";
import { indexPublications } from "./indexBuilder.js";
import { submissionText } from "./similarity.js";
import { wordsByStem } from "./text.js";

const REFUSAL = "Only the administrator and the conference chairs may compute affinity.";
const NOT_EXPLAINER = "Only the chairs of this paper may see its affinity matches.";
/** Members and publications an explanation lists. */
const MATCHES_SHOWN = 10;
const PUBLICATIONS_SHOWN = 3;

async function requireChair(ctx: AppContext, user: AuthUser, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  await requireVisibleConference(ctx.db, user, confId, conference.conference_status);
  assertAllowed(canAutoAssign(await loadConferenceAccess(ctx.db, user, confId)), REFUSAL);
}

async function progressOf(ctx: AppContext, confId: number): Promise<AffinityComputeProgress> {
  const job = await repo.jobOf(ctx.db, confId);
  if (!job)
    return {
      conf_id: confId,
      status: "none",
      method: null,
      total_papers: 0,
      done_papers: 0,
      stored_scores: 0,
      started_at: null,
      finished_at: null,
      error: null,
    };
  return {
    conf_id: confId,
    status: job.status as AffinityComputeStatus,
    method: job.method,
    total_papers: job.total_papers,
    done_papers: job.done_papers,
    stored_scores: job.stored_scores,
    started_at: job.started_at,
    finished_at: job.finished_at,
    error: job.error,
  };
}

/**
 * POST /conference/affinity-compute/{confId}: starts the job (again, from the first paper) unless
 * one is running; answers its progress. The scores replace the earlier computed ones paper by paper.
 */
export async function startCompute(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: AffinityComputeInput,
): Promise<{ progress: AffinityComputeProgress; started: boolean }> {
  await requireChair(ctx, user, confId);
  await resumeIfStale(ctx, confId);
  const current = await repo.jobOf(ctx.db, confId);
  if (current?.status === "running") return { progress: await progressOf(ctx, confId), started: false };
  await ctx.db.transaction().execute(async (trx) => {
    await repo.resetJob(trx, confId, {
      method: "tfidf-cosine",
      top_k: input.top_k ?? AFFINITY_TOP_K_DEFAULT,
      total_papers: await repo.countPapers(trx, confId),
      started_by: user.id,
    });
    await recordAudit(trx, {
      actorId: user.id,
      action: "conference.affinity_compute",
      entityType: "conference",
      entityId: confId,
      confId,
      details: { top_k: input.top_k ?? AFFINITY_TOP_K_DEFAULT },
    });
  });
  void launch(ctx, confId);
  return { progress: await progressOf(ctx, confId), started: true };
}

/** GET /conference/affinity-compute-progress/{confId}; a job whose process stopped is taken over here. */
export async function computeProgress(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
): Promise<AffinityComputeProgress> {
  await requireChair(ctx, user, confId);
  await resumeIfStale(ctx, confId);
  return progressOf(ctx, confId);
}

/** GET /paper/affinity-matches/{paperId}: the track's best-matching members and why. */
export async function paperMatches(ctx: AppContext, user: AuthUser, paperId: number): Promise<PaperAffinityMatches> {
  const { paper, viewer } = await loadPaperAs(ctx.db, user, paperId);
  assertAllowed(actsAsChair(viewer, paper), NOT_EXPLAINER);
  const members = (await repo.membersByTrack(ctx.db, paper.conf_id)).get(paper.track_id) ?? new Set<number>();
  const pubs = await repo.publicationsOfUsers(ctx.db, [...members]);
  const index = indexPublications(pubs.map((p) => ({ userId: p.user_id, title: p.title, abstract: p.abstract })));
  const row = await repo.paperText(ctx.db, paper.id);
  const text = submissionText(row);
  const ranked = index.score(text, MATCHES_SHOWN, members);
  const surface = wordsByStem(text);
  const names = new Map(
    (
      await repo.namesOf(
        ctx.db,
        ranked.map((m) => m.userId),
      )
    ).map((n) => [n.id, n]),
  );
  return {
    paper_id: paper.id,
    matches: ranked.map((m) => {
      const shown = m.matches.slice(0, PUBLICATIONS_SHOWN);
      const stems = [...new Set(shown.flatMap(([doc]) => index.sharedTerms(text, doc)))].slice(0, 12);
      const terms = stems.map((term) => surface.get(term) ?? term);
      return {
        user_id: m.userId,
        first_name: names.get(m.userId)?.first_name ?? "",
        last_name: names.get(m.userId)?.last_name ?? "",
        score: Math.round(m.score * 1e4) / 1e4,
        publications: shown.map(([doc, score]) => ({
          id: pubs[doc]!.id,
          title: pubs[doc]!.title,
          year: pubs[doc]!.year,
          score: Math.round(score * 1e4) / 1e4,
        })),
        shared_terms: terms,
      };
    }),
  };
}
