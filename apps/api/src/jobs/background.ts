import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.js";
import { responseCloseTask } from "../features/authorResponse/closeJob.js";
import { automaticRemindersTask } from "../features/reviewPhase/reminderJob.js";
import { notificationJobsTask } from "../features/reviews/notificationJobs.js";
import { createMailWorker, mailDeliveryTask } from "../mail/worker.js";
import { type JobRunner, type Task, startJobRunner } from "./index.js";

// Everything that runs outside a request, started by server.ts at start-up (never as a side effect
// of building the app, so a test or a script that builds it starts none) and stopped at shutdown
// after the last request. Every task runs in every API process; what must happen once (a mail, a
// paper's notification, a close notice) is claimed in the database, not in this process.
// - mail delivery: the outbox, every second (off with MAIL_WORKER=off);
// - bulk notifications: resumes the jobs a stopped process left;
// - automatic review reminders: once a minute, once per reviewer and deadline;
// - response close notices: tells reviewers and chairs once when a response window closes.
export function backgroundTasks(ctx: AppContext, log: FastifyBaseLogger): Task[] {
  const tasks: Task[] = [notificationJobsTask, automaticRemindersTask, responseCloseTask];
  if (ctx.config.runMailWorker) tasks.unshift(mailDeliveryTask(createMailWorker(ctx, log)));
  return tasks;
}

export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): JobRunner {
  return startJobRunner(ctx, log, backgroundTasks(ctx, log));
}
