// Computed affinity: what other features (and a job runner) may use.
export { affinityComputeRoutes } from "./routes.js";
export { affinityComputeTask } from "./job.js";
