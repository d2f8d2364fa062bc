// Progress of the Auto Assign run a track is going through, shown to the chair as the
// bulk notification shows its own: the screen polls a GET that answers a percentage. Kept in this
// process's memory, not in a table: the run holds its track's transaction (and on SQLite the one
// writer) until it ends, so a progress row could not be committed while it works; the run also
// hands the event loop back between slices of the solver, so the poll is answered meanwhile.
import type { AutoAssignPhase, AutoAssignProgress } from "@symposia/domain";
import { nowIso } from "../../db/time.js";

/** Where each phase starts and ends, in percent of the whole run (solving dominates on large tracks). */
const SPAN: Record<AutoAssignPhase, [number, number]> = {
  reading: [0, 5],
  balancing: [5, 10],
  candidates: [10, 20],
  solving: [20, 90],
  saving: [90, 100],
};

const runs = new Map<number, AutoAssignProgress>();

export function startProgress(trackId: number): void {
  const now = nowIso();
  runs.set(trackId, { state: "running", phase: "reading", progress: 0, started_at: now, updated_at: now });
}

/** `fraction` of `phase` is done (0..1); progress never goes back within a run. */
export function reportProgress(trackId: number, phase: AutoAssignPhase, fraction: number): void {
  const run = runs.get(trackId);
  if (!run || run.state !== "running") return;
  const [from, to] = SPAN[phase];
  const progress = Math.max(run.progress, Math.min(to, Math.floor(from + (to - from) * Math.min(1, Math.max(0, fraction)))));
  runs.set(trackId, { ...run, phase, progress, updated_at: nowIso() });
}

export function finishProgress(trackId: number, state: "done" | "failed"): void {
  const run = runs.get(trackId);
  if (!run) return;
  runs.set(trackId, { ...run, state, progress: state === "done" ? 100 : run.progress, updated_at: nowIso() });
}

/** The track's current or last run in this process; idle when there has been none. */
export function progressOf(trackId: number): AutoAssignProgress {
  return runs.get(trackId) ?? { state: "idle", phase: null, progress: 0, started_at: null, updated_at: null };
}
