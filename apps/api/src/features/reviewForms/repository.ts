import type { Kysely, Transaction } from "kysely";
import {
  DEFAULT_REVIEW_FORM,
  type ReviewField,
  type ReviewForm,
  decisionList,
  DECIDED_STATUSES,
} from "@symposia/domain";
import type { Database } from "../../db/schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The conference's current review form: its highest stored version, or the default form (version 0). */
export async function currentReviewForm(db: Db, confId: number): Promise<ReviewForm> {
  const row = await db
    .selectFrom("review_form_versions")
    .select(["version", "fields"])
    .where("conf_id", "=", confId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return { version: 0, fields: DEFAULT_REVIEW_FORM.map((f) => ({ ...f })) };
  return { version: row.version, fields: JSON.parse(row.fields) as ReviewField[] };
}

/** Every version of the conference's form, the default (0) first: old reviews are read with theirs. */
export async function allReviewFormVersions(db: Db, confId: number): Promise<ReviewForm[]> {
  const rows = await db
    .selectFrom("review_form_versions")
    .select(["version", "fields"])
    .where("conf_id", "=", confId)
    .orderBy("version")
    .execute();
  return [
    { version: 0, fields: DEFAULT_REVIEW_FORM.map((f) => ({ ...f })) },
    ...rows.map((r) => ({ version: r.version, fields: JSON.parse(r.fields) as ReviewField[] })),
  ];
}

export async function insertReviewForm(
  db: Db,
  row: { conf_id: number; version: number; fields: ReviewField[]; created_by: number; created_at: string },
): Promise<void> {
  await db
    .insertInto("review_form_versions")
    .values({ ...row, fields: JSON.stringify(row.fields) })
    .execute();
}

/** Reviews of the conference that hold answers: submitted ones and drafts. */
export async function countReviewsWithAnswers(db: Db, confId: number): Promise<number> {
  const row = await db
    .selectFrom("paper_reviewers")
    .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("papers.conf_id", "=", confId)
    .where((eb) =>
      eb.or([eb("paper_reviewers.reviewed_at", "is not", null), eb("paper_reviewers.draft_saved_at", "is not", null)]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The stored decision list of a conference (decisionList reads the setting). */
export async function conferenceDecisions(db: Db, confId: number) {
  const row = await db.selectFrom("conferences").select("decisions").where("id", "=", confId).executeTakeFirst();
  return decisionList({ decisions: row?.decisions ?? null });
}

export async function saveConferenceDecisions(db: Db, confId: number, json: string): Promise<void> {
  await db.updateTable("conferences").set({ decisions: json }).where("id", "=", confId).execute();
}

/** How many papers of the conference carry each decision label. */
export async function decisionLabelsInUse(db: Db, confId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("papers")
    .select(["decision", (eb) => eb.fn.countAll<number>().as("n")])
    .where("conf_id", "=", confId)
    .where("decision", "is not", null)
    .groupBy("decision")
    .execute();
  return new Map(rows.map((r) => [r.decision!, Number(r.n)]));
}

/**
 * Papers with decision `from` get `to` and, when decided, the status `status` (the new label's
 * outcome); each status change goes into paper_status_history.
 */
export async function relabelDecision(
  db: Db,
  confId: number,
  change: { from: string; to: string; status: number; by: number; at: string },
): Promise<void> {
  const papers = await db
    .selectFrom("papers")
    .select(["id", "status"])
    .where("conf_id", "=", confId)
    .where("decision", "=", change.from)
    .execute();
  for (const paper of papers) {
    const decided = DECIDED_STATUSES.includes(paper.status);
    const status = decided ? change.status : paper.status;
    await db
      .updateTable("papers")
      .set({ decision: change.to, status, updated_at: change.at })
      .where("id", "=", paper.id)
      .execute();
    if (status !== paper.status) {
      await db
        .insertInto("paper_status_history")
        .values({
          paper_id: paper.id,
          from_status: paper.status,
          to_status: status,
          reason: `Decision list: ${change.from} -> ${change.to}`,
          changed_by: change.by,
          created_at: change.at,
        })
        .execute();
    }
  }
}
