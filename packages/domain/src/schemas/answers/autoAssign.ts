// Answer schema of GET /track/auto-assign-progress/{trackId} and GET /conference/auto-assign-progress/{confId}
// (answers/topics.ts).
import { z } from "zod";
import type { AutoAssignProgress } from "../../answers/topics.js";
import type { Assert, Same } from "./agree.js";

export const autoAssignProgressAnswer = z.strictObject({
  state: z.enum(["idle", "running", "done", "failed"]),
  phase: z.enum(["reading", "balancing", "candidates", "solving", "saving"]).nullable(),
  progress: z.number().min(0).max(100),
  started_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});

type _Agrees = Assert<Same<z.output<typeof autoAssignProgressAnswer>, AutoAssignProgress>>;
