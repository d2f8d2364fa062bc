import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "./context.js";

export interface BackgroundJobs {
  stop(): Promise<void>;
}

type JobStarter = (ctx: AppContext, log: FastifyBaseLogger) => BackgroundJobs;

// Long-running work that features run outside a request (e.g. bulk notifications) registers here.
const starters: JobStarter[] = [];

export function registerJobStarter(starter: JobStarter): void {
  starters.push(starter);
}

export function startBackgroundJobs(ctx: AppContext, log: FastifyBaseLogger): BackgroundJobs {
  const running = starters.map((start) => start(ctx, log));
  return {
    async stop() {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}
