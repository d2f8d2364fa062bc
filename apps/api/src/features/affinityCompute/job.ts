// The computation as a self-contained task: `perform` runs one conference's job from where its
// row says it is (papers in id order, a batch at a time, each batch's scores and the job's cursor
// written in one transaction), so a stopped process loses at most one batch and any process can
// carry on. Until a shared job runner takes it, the routes start it in the calling process and a
// job whose heartbeat went quiet is taken over by the next caller (claimJob).
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/time.js";
import * as repo from "./repository.js";
import { PublicationIndexBuilder } from "./indexBuilder.js";
import { submissionText } from "./similarity.js";

/** Papers scored and written per transaction. */
const BATCH = 200;
/** A running job whose row has not moved for this long has lost its process. */
export const STALE_AFTER_MS = 60_000;

/** The longest the job computes without letting the process's requests in. */
const SLICE_MS = 50;
let sliceStarted = performance.now();

/** Lets waiting requests in when the job has computed for a slice (a large venue's job takes minutes). */
async function yieldNowAndThen(): Promise<void> {
  if (performance.now() - sliceStarted < SLICE_MS) return;
  await new Promise((resolve) => setImmediate(resolve));
  sliceStarted = performance.now();
}

/** The jobs running in this process, per server and conference (tests and shutdown wait for them). */
const runningByServer = new WeakMap<AppContext, Map<number, Promise<void>>>();
/** Servers closing: their jobs stop after the batch in hand (another process resumes them). */
const stopping = new WeakSet<AppContext>();
const runningOf = (ctx: AppContext) => {
  let map = runningByServer.get(ctx);
  if (!map) runningByServer.set(ctx, (map = new Map()));
  return map;
};

export const affinityComputeTask = {
  name: "affinity-compute",
  /** Runs the conference's job to its end (or records why it failed). */
  async perform(ctx: AppContext, confId: number): Promise<void> {
    try {
      const job = await repo.jobOf(ctx.db, confId);
      if (!job || job.status !== "running") return;
      const tracks = await repo.membersByTrack(ctx.db, confId);
      const memberIds = new Set([...tracks.values()].flatMap((s) => [...s]));
      const builder = new PublicationIndexBuilder();
      for await (const chunk of repo.publicationChunksOfUsers(ctx.db, [...memberIds]))
        for (const p of chunk) {
          builder.add({ userId: p.user_id, title: p.title, abstract: p.abstract });
          await yieldNowAndThen();
        }
      const index = builder.finish();
      let cursor = job.cursor_paper_id;
      for (;;) {
        const papers = await repo.papersAfter(ctx.db, confId, cursor, BATCH);
        if (papers.length === 0) break;
        const ids = papers.map((p) => p.id);
        const imported = await repo.importedPairs(ctx.db, ids);
        const rows: { track_id: number; paper_id: number; user_id: number; score: number }[] = [];
        for (const p of papers) {
          for (const m of index.score(submissionText(p), job.top_k, tracks.get(p.track_id) ?? new Set<number>()))
            if (m.score > 0 && !imported.has(`${p.id}:${m.userId}`))
              rows.push({
                track_id: p.track_id,
                paper_id: p.id,
                user_id: m.userId,
                score: Math.round(m.score * 1e6) / 1e6,
              });
          await yieldNowAndThen();
        }
        cursor = ids[ids.length - 1]!;
        const stillOurs = await ctx.db.transaction().execute(async (trx) => {
          // a chair who started the job again meanwhile reset the cursor: this run stops
          const now = await repo.jobOf(trx, confId);
          if (!now || now.status !== "running" || now.started_at !== job.started_at) return false;
          await repo.replaceComputed(trx, ids, rows);
          await repo.advanceJob(trx, confId, cursor, papers.length, rows.length);
          return true;
        });
        if (!stillOurs || stopping.has(ctx)) return;
        // let requests in between batches on a busy process
        await new Promise((resolve) => setImmediate(resolve));
      }
      await repo.finishJob(ctx.db, confId, "done");
    } catch (error) {
      await repo.finishJob(ctx.db, confId, "failed", (error as Error).message.slice(0, 500)).catch(() => undefined);
    }
  },
};

/** Runs the job in this process unless it already runs here. */
export function launch(ctx: AppContext, confId: number): Promise<void> {
  const running = runningOf(ctx);
  const current = running.get(confId);
  if (current) return current;
  const work = affinityComputeTask.perform(ctx, confId).finally(() => running.delete(confId));
  running.set(confId, work);
  return work;
}

/** Takes over a running job whose process went quiet (after a restart, or a crash elsewhere). */
export async function resumeIfStale(ctx: AppContext, confId: number): Promise<void> {
  if (runningOf(ctx).has(confId)) return;
  const job = await repo.jobOf(ctx.db, confId);
  if (!job || job.status !== "running") return;
  if (Date.parse(nowIso()) - Date.parse(job.updated_at) < STALE_AFTER_MS) return;
  if (await repo.claimJob(ctx.db, confId, job.updated_at)) void launch(ctx, confId);
}

/** The conference's job running in this process, if any (tests wait for it). */
export const runningJob = (ctx: AppContext, confId: number): Promise<void> | undefined => runningOf(ctx).get(confId);

/** Stops this server's jobs after their current batch and waits for them (the server is closing). */
export async function stopJobs(ctx: AppContext): Promise<void> {
  stopping.add(ctx);
  await Promise.allSettled([...runningOf(ctx).values()]);
}
