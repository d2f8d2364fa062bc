// The dashboard's own reads: the conference's dates and switches, and the two facts no list owns
// (whether a CFP is published, which decided papers had their notification mail queued).
import { sql, type Kysely, type Transaction } from "kysely";
import { DECIDED_STATUSES } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { SUBMISSION_FACT_COLUMNS } from "../../policy/submission.js";

type Db = Kysely<Database> | Transaction<Database>;

export function findDashboardConference(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select([
      ...SUBMISSION_FACT_COLUMNS,
      "id",
      "acronym_title",
      "date_format",
      "is_paper_binding_enabled",
      "bidding_deadline",
      "is_assignment_submitted_papers_to_program_committee_enabled",
      "assignments_released_at",
      "number_of_reviewers_per_paper",
      "permit_pc_members_to_enter_reviews",
      "review_deadline",
      "review_hard_deadline",
      "author_response_start",
      "author_response_end",
      "camera_ready_open",
      "camera_ready_deadline",
    ])
    .where("id", "=", confId)
    .executeTakeFirst();
}

export type DashboardConference = NonNullable<Awaited<ReturnType<typeof findDashboardConference>>>;

/** A call for papers is published once its text or its file is saved. */
export async function hasPublishedCfp(db: Db, confId: number): Promise<boolean> {
  const row = await db
    .selectFrom("cfp")
    .select("conf_id")
    .where("conf_id", "=", confId)
    .where((eb) => eb.or([eb("cfp_details", "<>", ""), eb("cfp_file_name", "is not", null)]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Decided papers, and how many of them had a notification mail queued for their authors. */
export async function notificationCounts(db: Db, confId: number): Promise<{ decided: number; notified: number }> {
  const row = await db
    .selectFrom("papers")
    .select((eb) => eb.fn.countAll<number>().as("decided"))
    .select(
      sql<number>`sum(case when exists (
        select 1 from mail_outbox mo where mo.context_type = 'paper.notification' and mo.context_id = papers.id
      ) then 1 else 0 end)`.as("notified"),
    )
    .where("conf_id", "=", confId)
    .where("status", "in", [...DECIDED_STATUSES])
    .executeTakeFirstOrThrow();
  return { decided: Number(row.decided), notified: Number(row.notified ?? 0) };
}
