// Queries of the Auto Assign progress row (one per track, shared by every API process).
import type { Kysely, Transaction } from "kysely";
import type { AutoAssignProgressTable, Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;
export type ProgressRow = AutoAssignProgressTable;

/** Starts a run: the row is replaced, whoever owned it before. */
export async function startProgressRow(db: Db, row: ProgressRow): Promise<void> {
  const { track_id: _trackId, ...rest } = row;
  await db
    .insertInto("auto_assign_progress")
    .values(row)
    .onConflict((oc) => oc.column("track_id").doUpdateSet(rest))
    .execute();
}

/** Updates the row only while `runKey` still owns it (a newer run replaced it otherwise). */
export async function updateProgressRow(
  db: Db,
  trackId: number,
  runKey: string,
  set: Pick<ProgressRow, "state" | "phase" | "progress" | "updated_at">,
): Promise<void> {
  await db
    .updateTable("auto_assign_progress")
    .set(set)
    .where("track_id", "=", trackId)
    .where("run_key", "=", runKey)
    .execute();
}

export function findProgressRow(db: Db, trackId: number) {
  return db
    .selectFrom("auto_assign_progress")
    .select(["state", "phase", "progress", "started_at", "updated_at"])
    .where("track_id", "=", trackId)
    .executeTakeFirst();
}
