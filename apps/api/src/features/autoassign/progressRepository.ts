// Queries of the Auto Assign progress rows, shared by every API process: one per track
// (auto_assign_progress) and one per conference for its conference-wide run (conference_auto_assign_progress).
import type { Kysely, Transaction } from "kysely";
import type { AutoAssignProgressTable, Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;
/** Whose progress a row is: a track's run, or a conference-wide run. */
export type ProgressOwner = { track_id: number } | { conf_id: number };
/** A row's fields without its key. */
export type ProgressRow = Omit<AutoAssignProgressTable, "track_id">;
type ProgressUpdate = Pick<ProgressRow, "state" | "phase" | "progress" | "updated_at">;

/** Starts a run: the row is replaced, whoever owned it before. */
export async function startProgressRow(db: Db, owner: ProgressOwner, row: ProgressRow): Promise<void> {
  if ("track_id" in owner)
    await db
      .insertInto("auto_assign_progress")
      .values({ ...row, track_id: owner.track_id })
      .onConflict((oc) => oc.column("track_id").doUpdateSet(row))
      .execute();
  else
    await db
      .insertInto("conference_auto_assign_progress")
      .values({ ...row, conf_id: owner.conf_id })
      .onConflict((oc) => oc.column("conf_id").doUpdateSet(row))
      .execute();
}

/** Updates the row only while `runKey` still owns it (a newer run replaced it otherwise). */
export async function updateProgressRow(
  db: Db,
  owner: ProgressOwner,
  runKey: string,
  set: ProgressUpdate,
): Promise<void> {
  if ("track_id" in owner)
    await db
      .updateTable("auto_assign_progress")
      .set(set)
      .where("track_id", "=", owner.track_id)
      .where("run_key", "=", runKey)
      .execute();
  else
    await db
      .updateTable("conference_auto_assign_progress")
      .set(set)
      .where("conf_id", "=", owner.conf_id)
      .where("run_key", "=", runKey)
      .execute();
}

const PROGRESS_COLUMNS = ["state", "phase", "progress", "started_at", "updated_at"] as const;

export function findProgressRow(db: Db, owner: ProgressOwner) {
  return "track_id" in owner
    ? db
        .selectFrom("auto_assign_progress")
        .select(PROGRESS_COLUMNS)
        .where("track_id", "=", owner.track_id)
        .executeTakeFirst()
    : db
        .selectFrom("conference_auto_assign_progress")
        .select(PROGRESS_COLUMNS)
        .where("conf_id", "=", owner.conf_id)
        .executeTakeFirst();
}
