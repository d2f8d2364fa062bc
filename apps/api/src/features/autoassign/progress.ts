// Progress of the Auto Assign run a track (or a whole conference) is going through, shown to the
// chair as the bulk notification shows its own: the screen polls a GET that answers a percentage.
// Kept in the database (auto_assign_progress, conference_auto_assign_progress), so the poll may land
// on any API process.
//
// Writes never hold up the run: each run writes through its own queue that keeps only the latest
// state, outside the run's transactions. On PostgreSQL they commit at once on another connection of
// the pool. On SQLite a run that holds a write transaction (a direct run) holds the one writer, so
// its progress is written when that transaction ends; a preview solves outside any transaction, so
// its progress is seen while it runs.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AutoAssignPhase, AutoAssignProgress } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import {
  type ProgressOwner,
  type ProgressRow,
  findProgressRow,
  startProgressRow,
  updateProgressRow,
} from "./progressRepository.js";

/** Where each phase starts and ends, in percent of the whole run (solving dominates on large tracks). */
const SPAN: Record<AutoAssignPhase, [number, number]> = {
  reading: [0, 5],
  balancing: [5, 10],
  candidates: [10, 20],
  solving: [20, 90],
  saving: [90, 100],
};

export interface RunProgress {
  /** the run has passed its permission check: it shows as running from now on */
  start(): void;
  /** `fraction` of `phase` is done (0..1); progress never goes back within a run */
  report(phase: AutoAssignPhase, fraction: number): void;
  /** the run ended; resolves once every write of the run is in the database */
  finish(state: "done" | "failed"): Promise<void>;
}

/** The progress of one run, written to its owner's row (a track's, or a conference's for a conference-wide run). */
export function runProgress(db: Kysely<Database>, owner: ProgressOwner): RunProgress {
  const runKey = randomUUID();
  let run: ProgressRow | null = null;
  let started = false;
  let dirty = false;
  let writing: Promise<void> | null = null;

  async function writeLatest(): Promise<void> {
    while (dirty) {
      dirty = false;
      const row = run!;
      try {
        if (!started) {
          await startProgressRow(db, owner, row);
          started = true;
        } else {
          await updateProgressRow(db, owner, runKey, {
            state: row.state,
            phase: row.phase,
            progress: row.progress,
            updated_at: row.updated_at,
          });
        }
      } catch {
        // Progress is advisory: a failed write (the track or conference was just deleted) must not fail the run.
      }
    }
  }

  function save(next: ProgressRow): void {
    run = next;
    dirty = true;
    writing ??= writeLatest().finally(() => {
      writing = null;
    });
  }

  return {
    start() {
      const now = nowIso();
      save({
        run_key: runKey,
        state: "running",
        phase: "reading",
        progress: 0,
        started_at: now,
        updated_at: now,
      });
    },
    report(phase, fraction) {
      if (!run || run.state !== "running") return;
      const [from, to] = SPAN[phase];
      const progress = Math.max(
        run.progress,
        Math.min(to, Math.floor(from + (to - from) * Math.min(1, Math.max(0, fraction)))),
      );
      if (progress === run.progress && phase === run.phase) return;
      save({ ...run, phase, progress, updated_at: nowIso() });
    },
    async finish(state) {
      if (run) save({ ...run, state, progress: state === "done" ? 100 : run.progress, updated_at: nowIso() });
      while (writing) await writing;
    },
  };
}

/** The owner's current or last run, whichever process runs it; idle when there has been none. */
export async function progressOf(db: Kysely<Database>, owner: ProgressOwner): Promise<AutoAssignProgress> {
  return (
    (await findProgressRow(db, owner)) ?? {
      state: "idle",
      phase: null,
      progress: 0,
      started_at: null,
      updated_at: null,
    }
  );
}
