import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, NotificationJobsTable } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { reportFilter } from "./repository.js";

type Db = Kysely<Database> | Transaction<Database>;
export type JobRow = Selectable<NotificationJobsTable>;

export async function countFilteredPapers(db: Db, confId: number, status: number): Promise<number> {
  const row = await db
    .selectFrom("papers")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("papers.conf_id", "=", confId)
    .where((eb) => reportFilter(eb, status))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** How many mails a job on this filter would send: one per author of each paper in it. */
export async function countFilteredRecipients(db: Db, confId: number, status: number): Promise<number> {
  const row = await db
    .selectFrom("papers")
    .innerJoin("paper_authors", "paper_authors.paper_id", "papers.id")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("papers.conf_id", "=", confId)
    .where((eb) => reportFilter(eb, status))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function insertJob(
  db: Db,
  job: {
    conf_id: number;
    status_filter: number;
    total: number;
    created_by: number;
    heading: string | null;
    message: string | null;
  },
): Promise<number> {
  const row = await db
    .insertInto("notification_jobs")
    .values({ ...job, state: "queued", processed: 0, created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A job for this conference and filter that has not finished yet. */
export function findActiveJob(db: Db, confId: number, statusFilter: number) {
  return db
    .selectFrom("notification_jobs")
    .select("id")
    .where("conf_id", "=", confId)
    .where("status_filter", "=", statusFilter)
    .where("state", "in", ["queued", "running"])
    .executeTakeFirst();
}

export function findJob(db: Db, id: number) {
  return db.selectFrom("notification_jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Takes the job's lease if it is free (never taken, expired, or handed back): one runner per job. */
export async function claimJob(db: Db, id: number, leaseUntil: string): Promise<boolean> {
  const result = await db
    .updateTable("notification_jobs")
    .set({ state: "running", locked_until: leaseUntil })
    .where("id", "=", id)
    .where("state", "in", ["queued", "running"])
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", nowIso())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The next papers of the job's filter after the last one it finished, in id order. */
export async function nextPaperIds(db: Db, job: JobRow, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("papers")
    .select("papers.id")
    .where("papers.conf_id", "=", job.conf_id)
    .where("papers.id", ">", job.last_paper_id)
    .where((eb) => reportFilter(eb, job.status_filter))
    .orderBy("papers.id")
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

export async function recordProgress(
  db: Db,
  id: number,
  step: { paperId: number; inserted: number; leaseUntil: string },
): Promise<void> {
  await db
    .updateTable("notification_jobs")
    .set((eb) => ({
      processed: eb("processed", "+", 1),
      mails_queued: eb("mails_queued", "+", step.inserted),
      last_paper_id: step.paperId,
      locked_until: step.leaseUntil,
    }))
    .where("id", "=", id)
    .execute();
}

/** Done. Papers that left the filter while the job ran were skipped, so the total becomes what was processed. */
export async function finishJob(db: Db, id: number): Promise<void> {
  await db
    .updateTable("notification_jobs")
    .set((eb) => ({ state: "done", total: eb.ref("processed"), finished_at: nowIso(), locked_until: null }))
    .where("id", "=", id)
    .execute();
}

export async function releaseJob(db: Db, id: number): Promise<void> {
  await db.updateTable("notification_jobs").set({ locked_until: null }).where("id", "=", id).execute();
}

export async function failJob(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable("notification_jobs")
    .set({ state: "failed", last_error: error, finished_at: nowIso(), locked_until: null })
    .where("id", "=", id)
    .execute();
}

/** Queued jobs, and running ones whose process let the lease expire (it died). */
export async function pendingJobIds(db: Db, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom("notification_jobs")
    .select("id")
    .where("state", "in", ["queued", "running"])
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}
