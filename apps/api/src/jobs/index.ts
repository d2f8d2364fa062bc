// The job runner's public surface: features define tasks and wake them; background.ts lists them.
export { DEFAULT_RETRY, backoffDelay, type RetryPolicy, type Task, type TaskRun } from "./task.js";
export { type JobRunner, startJobRunner, wakeTask } from "./runner.js";
