import type { FastifyBaseLogger } from "fastify";
import {
  type NotificationJob,
  type NotificationJobInput,
  type NotificationJobPreview,
  REPORT_FILTERS,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { isoIn, nowIso } from "../../db/time.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, notFound } from "../../http/errors.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { type Task, wakeTask } from "../../jobs/index.js";
import { enqueueMail } from "../../mail/outbox.js";
import { assertNoRefusal, canViewReports, whyNotNotifyInBulk } from "../../policy/index.js";
import { loadTemplateInputs, mailsToAuthors } from "./notifications.js";
import * as repo from "./repository.js";
import * as jobsRepo from "./notificationJobsRepository.js";
import { buildTemplate, fillPlaceholders, templateKindFor } from "./templates.js";
import { findPaper, loadConferenceAccess, requireOpenConference } from "../../access/index.js";

// Bulk notification to the authors of every paper in a report filter, run in the background.
// Exactly-once per author and paper, even across restarts: each paper's mails and the job's
// progress commit in one transaction, the job resumes after the last finished paper, and every
// mail carries the dedupe key notify:<jobId>:<paperId>:<authorEmail> that the outbox refuses to
// write twice (the last line of defence when two processes ever ran the same job).

const LEASE_MS = 60_000;
const POLL_MS = 2_000;
const BATCH = 50;

export function jobView(job: jobsRepo.JobRow): NotificationJob {
  return {
    id: job.id,
    conf_id: job.conf_id,
    status: job.status_filter,
    status_label: REPORT_FILTERS.find((f) => f.value === job.status_filter)?.label ?? String(job.status_filter),
    state: job.state,
    total: job.total,
    processed: job.processed,
    mails_queued: job.mails_queued,
    progress:
      job.total === 0 ? (job.state === "done" ? 100 : 0) : Math.min(100, Math.round((job.processed / job.total) * 100)),
    uses_decision_templates: job.heading === null,
    created_at: job.created_at,
    finished_at: job.finished_at,
    last_error: job.last_error,
  };
}

const JOB_ALREADY_RUNNING = "A notification to these authors is already being sent. Wait until it has finished.";

/** What a job on this filter would do, counted by the server (the dialog confirms these numbers). */
export async function previewNotificationJob(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: NotificationJobInput,
): Promise<NotificationJobPreview> {
  await requireOpenConference(ctx.db, confId);
  const access = await loadConferenceAccess(ctx.db, user, confId);
  assertNoRefusal(whyNotNotifyInBulk(access));
  return {
    preview: true as const,
    status: input.status,
    status_label: REPORT_FILTERS.find((f) => f.value === input.status)?.label ?? String(input.status),
    papers: await jobsRepo.countFilteredPapers(ctx.db, confId, input.status),
    recipients: await jobsRepo.countFilteredRecipients(ctx.db, confId, input.status),
    uses_decision_templates: input.heading === "",
  };
}

export async function createNotificationJob(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: NotificationJobInput,
) {
  const job = await ctx.db
    .transaction()
    .execute(async (trx) => {
      await requireOpenConference(trx, confId);
      const access = await loadConferenceAccess(trx, user, confId);
      assertNoRefusal(whyNotNotifyInBulk(access));
      if (await jobsRepo.findActiveJob(trx, confId, input.status)) throw conflict(JOB_ALREADY_RUNNING);
      const total = await jobsRepo.countFilteredPapers(trx, confId, input.status);
      const id = await jobsRepo.insertJob(trx, {
        conf_id: confId,
        status_filter: input.status,
        total,
        created_by: user.id,
        heading: input.heading || null,
        message: input.message || null,
      });
      await recordAudit(trx, {
        actorId: user.id,
        action: "notification.bulk",
        entityType: "notification_job",
        entityId: id,
        confId,
        details: { status: input.status, total, heading: input.heading || null },
      });
      return (await jobsRepo.findJob(trx, id))!;
    })
    .catch((error: unknown) => {
      // two requests at once: the partial unique index (migration 0015) lets one through
      if (isUniqueViolation(error)) throw conflict(JOB_ALREADY_RUNNING);
      throw error;
    });
  wakeTask(NOTIFICATION_JOBS_TASK);
  return jobView(job);
}

export async function getNotificationJob(ctx: AppContext, user: AuthUser, jobId: number) {
  const job = await jobsRepo.findJob(ctx.db, jobId);
  if (!job) throw notFound("Notification job");
  const access = await loadConferenceAccess(ctx.db, user, job.conf_id);
  // Someone who may not see the job's conference reports is not told it exists.
  if (!canViewReports(access)) throw notFound("Notification job");
  return jobView(job);
}

/** The mails of one paper: its decision template, or the job's own text with placeholders filled in. */
async function mailsForPaper(
  ctx: AppContext,
  trx: Parameters<typeof repo.paperAuthors>[0],
  job: jobsRepo.JobRow,
  paperId: number,
) {
  const paper = await findPaper(trx, paperId);
  if (!paper) return [];
  const { conference, reviews, placeholderReviews, decisions } = await loadTemplateInputs(trx, paper);
  const mail =
    job.heading !== null && job.message !== null
      ? {
          heading: fillPlaceholders(job.heading, paper, conference),
          message: fillPlaceholders(job.message, paper, conference, placeholderReviews),
        }
      : buildTemplate(templateKindFor(paper.decision, decisions), paper, conference, reviews, decisions);
  const authors = await repo.paperAuthors(trx, paper.id);
  return mailsToAuthors(authors, {
    subject: mail.heading,
    text: mail.message,
    confId: job.conf_id,
    paperId: paper.id,
    dedupePrefix: `notify:${job.id}`,
  });
}

export interface RunOptions {
  /** stop after this many papers (tests use it to stop a job half-way, as a crash would) */
  maxPapers?: number;
  /** asked between papers; true hands the job back (shutdown) so another process resumes it at once */
  shouldStop?: () => boolean;
}

/**
 * Runs (or resumes) one job if its lease is free. Returns false when another process holds it or
 * it is already finished. Each paper is one transaction: its mails and the job's progress.
 */
export async function runNotificationJob(ctx: AppContext, jobId: number, options: RunOptions = {}): Promise<boolean> {
  if (!(await jobsRepo.claimJob(ctx.db, jobId, isoIn(LEASE_MS)))) return false;
  let budget = options.maxPapers ?? Number.POSITIVE_INFINITY;
  try {
    for (;;) {
      const job = (await jobsRepo.findJob(ctx.db, jobId))!;
      const paperIds = await jobsRepo.nextPaperIds(ctx.db, job, Math.min(BATCH, budget));
      if (paperIds.length === 0) {
        if (budget > 0) await jobsRepo.finishJob(ctx.db, jobId);
        return true;
      }
      for (const paperId of paperIds) {
        if (options.shouldStop?.()) {
          await jobsRepo.releaseJob(ctx.db, jobId);
          return true;
        }
        await ctx.db.transaction().execute(async (trx) => {
          const mails = await mailsForPaper(ctx, trx, job, paperId);
          const inserted = await enqueueMail(trx, ctx.config, mails);
          await jobsRepo.recordProgress(trx, jobId, { paperId, inserted, leaseUntil: isoIn(LEASE_MS) });
        });
        budget -= 1;
      }
      if (budget <= 0) return true;
    }
  } catch (error) {
    await jobsRepo.failJob(ctx.db, jobId, String((error as Error).message ?? error).slice(0, 500));
    throw error;
  }
}

/** Runs every job that is queued, or running with an expired lease (its process died). */
export async function runPendingNotificationJobs(
  ctx: AppContext,
  log?: FastifyBaseLogger,
  shouldStop?: () => boolean,
): Promise<number> {
  const ids = await jobsRepo.pendingJobIds(ctx.db, nowIso());
  let ran = 0;
  for (const id of ids) {
    if (shouldStop?.()) break;
    try {
      if (await runNotificationJob(ctx, id, { shouldStop })) ran += 1;
    } catch (error) {
      log?.warn({ jobId: id, err: (error as Error).message }, "notification job failed");
    }
  }
  return ran;
}

export const NOTIFICATION_JOBS_TASK = "notification-jobs";

/**
 * The background task (listed in jobs/background.ts): resumes jobs after a restart. A new job wakes
 * it in this process at once; other processes find it on their next pass.
 */
export const notificationJobsTask: Task = {
  name: NOTIFICATION_JOBS_TASK,
  schedule: { intervalMs: POLL_MS, firstRunMs: 10 },
  perform: ({ ctx, log, shouldStop }) => runPendingNotificationJobs(ctx, log, shouldStop),
};
