import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
  type Updateable,
  sql,
} from "kysely";
import { REPORT_FILTER } from "@symposia/domain";
import type { Database, PaperReviewersTable } from "../../db/schema.js";
import { answersFor } from "../../policy/reviewAnswers.js";
import { reviewFormFieldsColumn } from "../../access/reviewerRepository.js";

type Db = Kysely<Database> | Transaction<Database>;

/** `exists (paper file)`: lists never load the file itself. */
function hasFile(eb: ExpressionBuilder<Database, "papers">) {
  return eb.exists(
    eb.selectFrom("paper_files").select("paper_files.paper_id").whereRef("paper_files.paper_id", "=", "papers.id"),
  );
}

/** PostgreSQL answers `exists` as a boolean, SQLite as 0/1. */
const asBool = (v: unknown): boolean => v === true || Number(v) === 1;

/**
 * The Reports screen's status filter as a condition on papers: 1000 all, 1010 papers without a
 * file, any other value that status.
 */
export function reportFilter(eb: ExpressionBuilder<Database, "papers">, status: number): Expression<SqlBool> {
  if (status === REPORT_FILTER.ALL) return sql<SqlBool>`1 = 1`;
  if (status === REPORT_FILTER.MISSING_PAPER) return eb.not(hasFile(eb));
  return eb("papers.status", "=", status);
}

export { findAssignment } from "../../access/repository.js";
import { authoredBy } from "../../access/repository.js";

export async function saveReview(db: Db, assignmentId: number, review: Updateable<PaperReviewersTable>): Promise<void> {
  await db.updateTable("paper_reviewers").set(review).where("id", "=", assignmentId).execute();
}

/** The reviewer's draft: only its own columns change, never the submitted review. */
export async function saveDraft(
  db: Db,
  assignmentId: number,
  draft: { draft_answers: string; draft_form_version: number; draft_saved_at: string },
): Promise<void> {
  await db.updateTable("paper_reviewers").set(draft).where("id", "=", assignmentId).execute();
}

/** Keeps a submitted version of a review; answers its number (1, 2, ...). */
export async function appendReviewVersion(
  db: Db,
  row: {
    paper_reviewer_id: number;
    paper_id: number;
    user_id: number;
    form_version: number;
    answers: string;
    submitted_at: string;
  },
): Promise<number> {
  const last = await db
    .selectFrom("review_versions")
    .select((eb) => eb.fn.max("version").as("v"))
    .where("paper_reviewer_id", "=", row.paper_reviewer_id)
    .executeTakeFirst();
  const version = Number(last?.v ?? 0) + 1;
  await db
    .insertInto("review_versions")
    .values({ ...row, version })
    .execute();
  return version;
}

/** Every submitted version of one reviewer's review of a paper, oldest first, with its form's fields. */
export function reviewVersions(db: Db, paperId: number, userId: number) {
  return db
    .selectFrom("review_versions")
    .innerJoin("papers", "papers.id", "review_versions.paper_id")
    .leftJoin("review_form_versions", (join) =>
      join
        .onRef("review_form_versions.conf_id", "=", "papers.conf_id")
        .onRef("review_form_versions.version", "=", "review_versions.form_version"),
    )
    .select([
      "review_versions.version",
      "review_versions.form_version",
      "review_versions.answers",
      "review_versions.submitted_at",
      "review_form_versions.fields as form_fields",
    ])
    .where("review_versions.paper_id", "=", paperId)
    .where("review_versions.user_id", "=", userId)
    .orderBy("review_versions.version")
    .execute();
}

export async function saveDecision(
  db: Db,
  paper: { id: number; from_status: number; to_status: number },
  decision: { decision: string; final_decision_remark: string; decided_by: number; at: string },
): Promise<boolean> {
  // Only from the status the decision was judged on: a withdraw or block that won a race leaves
  // the row unmatched, and nothing is written (the caller answers 409).
  const updated = await db
    .updateTable("papers")
    .set({
      decision: decision.decision,
      final_decision_remark: decision.final_decision_remark,
      status: paper.to_status,
      updated_at: decision.at,
    })
    .where("id", "=", paper.id)
    .where("status", "=", paper.from_status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await db
    .insertInto("paper_decisions")
    .values({
      paper_id: paper.id,
      decision: decision.decision,
      final_decision_remark: decision.final_decision_remark,
      decided_by: decision.decided_by,
      created_at: decision.at,
    })
    .execute();
  if (paper.from_status !== paper.to_status) {
    await db
      .insertInto("paper_status_history")
      .values({
        paper_id: paper.id,
        from_status: paper.from_status,
        to_status: paper.to_status,
        reason: `Final review: ${decision.decision}`,
        changed_by: decision.decided_by,
        created_at: decision.at,
      })
      .execute();
  }
  return true;
}

/**
 * The submitted reviews of a paper as an author may read them: evaluation and remarks only. The
 * query never selects reviewer identities or confidential remarks, so nothing built from it can
 * leak them.
 */
export async function authorVisibleReviews(db: Db, paperId: number) {
  const rows = await db
    .selectFrom("paper_reviewers")
    .select([
      "reviewer_evaluation",
      "reviewer_confidence",
      "reviewer_remarks",
      "reviewed_at",
      "answers",
      "form_version",
    ])
    .select(reviewFormFieldsColumn)
    .where("paper_id", "=", paperId)
    .where("reviewed_at", "is not", null)
    .orderBy("id")
    .execute();
  // the form's field visibility cuts the rest: a field not for authors never reaches their mail
  return rows.map((r) => {
    const shown = answersFor({ ...r, reviewer_confidential_remarks: null }, "authors");
    return { reviewer_evaluation: shown.reviewer_evaluation, reviewer_remarks: shown.reviewer_remarks };
  });
}

export function paperAuthors(db: Db, paperId: number) {
  return db
    .selectFrom("paper_authors")
    .select(["first_name", "last_name", "email", "email_normalized", "affiliation", "country"])
    .where("paper_id", "=", paperId)
    .orderBy("author_order")
    .orderBy("id")
    .execute();
}

export function conferenceNames(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select(["id", "event_name", "acronym_title", "conference_status", "are_track_chairs_allowed_reviews_to_authors"])
    .where("id", "=", confId)
    .executeTakeFirst();
}

interface ReviewPapersScope {
  confId: number;
  userId: number;
  allWithFile: boolean;
  /** papers the caller is conflicted with: never listed nor counted */
  excludeIds?: number[];
}

function reviewPapersBase(db: Db, opts: ReviewPapersScope) {
  let base = db
    .selectFrom("papers")
    .innerJoin("tracks", "tracks.id", "papers.track_id")
    .leftJoin("paper_reviewers as mine", (join) =>
      join.onRef("mine.paper_id", "=", "papers.id").on("mine.user_id", "=", opts.userId),
    )
    .where("papers.conf_id", "=", opts.confId)
    .where((eb) =>
      opts.allWithFile ? eb.or([hasFile(eb), eb("mine.id", "is not", null)]) : eb("mine.id", "is not", null),
    );
  if (opts.excludeIds?.length) base = base.where("papers.id", "not in", opts.excludeIds);
  return base;
}

/** The ids of every paper the Review Papers list covers for the caller (its conflicts are judged on them). */
/** The papers the Review Papers list may hold for the caller, with their track (who runs them). */
export function reviewPaperCandidates(db: Db, opts: ReviewPapersScope): Promise<{ id: number; track_id: number }[]> {
  return reviewPapersBase(db, opts).select(["papers.id", "papers.track_id"]).execute();
}

/** Review Papers: ADMIN every paper with a file (and any assigned to them); others their assignments. */
export async function listReviewPapers(db: Db, opts: ReviewPapersScope & { page: number; perPage: number }) {
  const base = reviewPapersBase(db, opts);
  const totalRow = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await base
    .select((eb) => [
      "papers.id",
      "papers.paper_sequence",
      "papers.paper_title",
      "papers.keywords",
      "papers.abstract",
      "papers.track_id",
      "tracks.track_name",
      "papers.status",
      "papers.decision",
      hasFile(eb).as("has_file"),
      // the SQL twin of policy isPaperAuthor (access repository authoredBy)
      authoredBy(eb, opts.userId).as("is_author"),
      "mine.id as review_id",
      "mine.reviewer_evaluation",
      "mine.reviewer_confidence",
      "mine.reviewer_remarks",
      "mine.reviewer_confidential_remarks",
      "mine.reviewed_at",
      "mine.answers",
      "mine.form_version",
      "mine.draft_answers",
      "mine.draft_form_version",
      "mine.draft_saved_at",
    ])
    .orderBy("papers.paper_sequence", "asc")
    .limit(opts.perPage)
    .offset((opts.page - 1) * opts.perPage)
    .execute();
  return {
    rows: rows.map((r) => ({ ...r, has_file: asBool(r.has_file), is_author: asBool(r.is_author) })),
    total: Number(totalRow.total),
  };
}

export async function offlineFormsSetting(db: Db, confId: number): Promise<number> {
  const row = await db
    .selectFrom("conferences")
    .select("use_offline_review_forms")
    .where("id", "=", confId)
    .executeTakeFirst();
  return row?.use_offline_review_forms ?? 0;
}

export async function reviewInstructions(db: Db, confId: number): Promise<string | null> {
  const row = await db.selectFrom("conferences").select("instructions").where("id", "=", confId).executeTakeFirst();
  return row?.instructions ?? null;
}

export async function paperConference(db: Db, paperId: number): Promise<number | null> {
  const row = await db.selectFrom("papers").select("conf_id").where("id", "=", paperId).executeTakeFirst();
  return row?.conf_id ?? null;
}
