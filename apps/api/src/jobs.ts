import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "./context.js";
import { startResponseCloseRunner } from "./features/authorResponse/closeJob.js";
import { startNotificationJobRunner } from "./features/reviews/notificationJobs.js";
import { startAutomaticReminderRunner } from "./features/reviewPhase/reminderJob.js";

export interface BackgroundJobs {
  stop(): Promise<void>;
}

type JobStarter = (ctx: AppContext, log: FastifyBaseLogger) => BackgroundJobs;

// Long-running work that runs outside a request, started by server.ts at start-up (never as a side
// effect of importing a feature's routes, so a test or a script that builds the app starts none).
// Bulk notifications run in every API process; the runner resumes the jobs a stopped process left.
// Automatic review reminders poll once a minute; the outbox keeps them once per reviewer.
// The response-close runner tells reviewers and chairs once when a conference's response window closes.
const STARTERS: JobStarter[] = [startNotificationJobRunner, (ctx, log) => startAutomaticReminderRunner(ctx, log), startResponseCloseRunner];

export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): BackgroundJobs {
  const running = STARTERS.map((start) => start(ctx, log));
  return {
    async stop() {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}
