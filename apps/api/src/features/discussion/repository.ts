// Queries of the discussion: comments and their history, pins, read marks, mail opt-outs,
// and the facts the discussion's rules need (the conference's settings, who reviews the paper).
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema.js";
import { reviewersOf } from "../../access/reviewerRepository.js";
import type { ReviewerEntry } from "../../policy/papers.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The conference settings the discussion, meta-review and response rules read. */
export function discussionSettings(db: Db, confId: number) {
  return db
    .selectFrom("conferences")
    .select([
      "id",
      "event_name",
      "acronym_title",
      "conference_status",
      "reviewing_model",
      "are_reviewier_names_visible_to_pc",
      "access_to_reviews_by_ordinary_pc_members",
      "are_track_chairs_allowed_reviews_to_authors",
      "permit_subreviewers_participate_in_discussion",
      "leading_reviewers_can_update_metareviews",
      "use_subviewers",
      "are_submissions_anonymour_for_subreviewers",
      "author_response_start",
      "author_response_end",
      "author_response_max_words",
      "timezone_for_deadline",
      // the release rule of assignments (policy releasedViewer)
      "is_assignment_submitted_papers_to_program_committee_enabled",
      "decisions",
      // the conflict rules' co-authorship window, so judging a participant reads no conference again
      "conflict_coauthor_years",
    ])
    .where("id", "=", confId)
    .executeTakeFirst();
}
export type DiscussionConference = NonNullable<Awaited<ReturnType<typeof discussionSettings>>>;

/**
 * The paper's review assignments in assignment order (the order gives "Reviewer A", "B", …), as
 * full review entries (answers and their form version's fields): callers pass them
 * through the visibility policy.
 */
export function assignmentsOf(db: Db, paperId: number): Promise<ReviewerEntry[]> {
  return reviewersOf(db, [paperId]);
}
export type Assignment = ReviewerEntry;

/** The caller's subreview request on the paper, if any is still open or done (not sent back and withdrawn). */
export function subreviewOf(db: Db, paperId: number, userId: number) {
  return db
    .selectFrom("paper_subreviews")
    .selectAll()
    .where("paper_id", "=", paperId)
    .where("subreviewer_id", "=", userId)
    .orderBy("id", "desc")
    .executeTakeFirst();
}

export function subreviewsOfPaper(db: Db, paperId: number) {
  return (
    db
      .selectFrom("paper_subreviews")
      .innerJoin("users", "users.id", "paper_subreviews.subreviewer_id")
      .select([
        "paper_subreviews.id",
        "paper_subreviews.review_id",
        "paper_subreviews.requested_by",
        "paper_subreviews.subreviewer_id",
        "paper_subreviews.status",
        "users.first_name",
        "users.last_name",
        "users.email",
      ])
      .where("paper_subreviews.paper_id", "=", paperId)
      // a request held until the subreviewer proves their address makes nobody a subreviewer yet
      .where("paper_subreviews.status", "!=", "awaiting_email")
      .orderBy("paper_subreviews.id")
      .execute()
  );
}

export function commentsOf(db: Db, paperId: number) {
  return db
    .selectFrom("paper_comments")
    .innerJoin("users", "users.id", "paper_comments.author_id")
    .select([
      "paper_comments.id",
      "paper_comments.paper_id",
      "paper_comments.author_id",
      "paper_comments.visibility",
      "paper_comments.comment",
      "paper_comments.comment_format",
      "paper_comments.created_at",
      "paper_comments.updated_at",
      "users.first_name",
      "users.last_name",
    ])
    .where("paper_comments.paper_id", "=", paperId)
    .where("paper_comments.deleted_at", "is", null)
    .orderBy("paper_comments.id")
    .execute();
}
export type CommentRow = Awaited<ReturnType<typeof commentsOf>>[number];

export function findComment(db: Db, commentId: number) {
  return db
    .selectFrom("paper_comments")
    .selectAll()
    .where("id", "=", commentId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

export async function insertComment(
  db: Db,
  values: {
    paper_id: number;
    author_id: number;
    visibility: string;
    comment: string;
    comment_format: string;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto("paper_comments")
    .values({
      paper_id: values.paper_id,
      author_id: values.author_id,
      visibility: values.visibility,
      comment: values.comment,
      comment_format: values.comment_format,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Keeps the text as it was, then changes (or deletes) the comment. */
export async function changeComment(
  db: Db,
  before: { id: number; comment: string; comment_format: string; visibility: string },
  change: {
    action: "edit" | "delete";
    by: number;
    at: string;
    comment?: string;
    comment_format?: string;
    visibility?: string;
  },
): Promise<void> {
  await db
    .insertInto("paper_comment_history")
    .values({
      comment_id: before.id,
      comment: before.comment,
      comment_format: before.comment_format,
      visibility: before.visibility,
      action: change.action,
      changed_by: change.by,
      created_at: change.at,
    })
    .execute();
  if (change.action === "delete") {
    await db
      .updateTable("paper_comments")
      .set({ deleted_at: change.at, updated_at: change.at })
      .where("id", "=", before.id)
      .execute();
  } else {
    await db
      .updateTable("paper_comments")
      .set({
        comment: change.comment!,
        comment_format: change.comment_format!,
        visibility: change.visibility ?? before.visibility,
        updated_at: change.at,
      })
      .where("id", "=", before.id)
      .execute();
  }
}

export async function editedCommentIds(db: Db, commentIds: readonly number[]): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("paper_comment_history")
    .select("comment_id")
    .where("comment_id", "in", commentIds)
    .where("action", "=", "edit")
    .execute();
  return new Set(rows.map((r) => r.comment_id));
}

export async function isInDiscussion(db: Db, paperId: number): Promise<boolean> {
  const row = await db
    .selectFrom("paper_discussions")
    .select("in_discussion")
    .where("paper_id", "=", paperId)
    .executeTakeFirst();
  return row?.in_discussion === 1;
}

export async function setInDiscussion(db: Db, paperId: number, value: number, by: number, at: string): Promise<void> {
  await db
    .insertInto("paper_discussions")
    .values({ paper_id: paperId, in_discussion: value, updated_by: by, updated_at: at })
    .onConflict((oc) => oc.column("paper_id").doUpdateSet({ in_discussion: value, updated_by: by, updated_at: at }))
    .execute();
}

/** Remembers the newest comment the reader has seen (only ever moves forward). */
export async function markRead(
  db: Db,
  paperId: number,
  userId: number,
  lastCommentId: number,
  at: string,
): Promise<void> {
  const row = await db
    .selectFrom("paper_discussion_reads")
    .select(["id", "last_seen_comment_id"])
    .where("paper_id", "=", paperId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) {
    await db
      .insertInto("paper_discussion_reads")
      .values({ paper_id: paperId, user_id: userId, last_seen_comment_id: lastCommentId, seen_at: at })
      .onConflict((oc) => oc.columns(["paper_id", "user_id"]).doNothing())
      .execute();
  } else if (row.last_seen_comment_id < lastCommentId) {
    await db
      .updateTable("paper_discussion_reads")
      .set({ last_seen_comment_id: lastCommentId, seen_at: at })
      .where("id", "=", row.id)
      .execute();
  }
}

export async function mailOptedOut(db: Db, confId: number, userId: number): Promise<boolean> {
  return (
    (await db
      .selectFrom("discussion_mail_optouts")
      .select("id")
      .where("conf_id", "=", confId)
      .where("user_id", "=", userId)
      .executeTakeFirst()) !== undefined
  );
}

export async function optedOutUsers(db: Db, confId: number): Promise<Set<number>> {
  const rows = await db.selectFrom("discussion_mail_optouts").select("user_id").where("conf_id", "=", confId).execute();
  return new Set(rows.map((r) => r.user_id));
}

export async function setMailOptOut(
  db: Db,
  confId: number,
  userId: number,
  optOut: boolean,
  at: string,
): Promise<void> {
  if (optOut) {
    await db
      .insertInto("discussion_mail_optouts")
      .values({ conf_id: confId, user_id: userId, created_at: at })
      .onConflict((oc) => oc.columns(["conf_id", "user_id"]).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom("discussion_mail_optouts")
      .where("conf_id", "=", confId)
      .where("user_id", "=", userId)
      .execute();
  }
}

/** The conference's chairs (SUPERCHAIR) and the paper's track chairs, with what the mails need. */
export function chairsOfPaper(db: Db, confId: number, trackId: number) {
  return db
    .selectFrom("users")
    .select(["users.id", "users.email", "users.first_name", "users.last_name", "users.affiliation"])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("conference_permissions")
            .select("conference_permissions.user_id")
            .whereRef("conference_permissions.user_id", "=", "users.id")
            .where("conference_permissions.conf_id", "=", confId)
            .where("conference_permissions.permission", "=", "SUPERCHAIR"),
        ),
        eb.exists(
          eb
            .selectFrom("track_chairs")
            .select("track_chairs.user_id")
            .whereRef("track_chairs.user_id", "=", "users.id")
            .where("track_chairs.track_id", "=", trackId)
            .where("track_chairs.awaiting_email_proof", "=", 0),
        ),
      ]),
    )
    .where("users.deleted_at", "is", null)
    .execute();
}

export function usersByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("users")
    .select(["id", "email", "first_name", "last_name", "affiliation"])
    .where("id", "in", ids)
    .execute();
}

// ---- All Papers' discussion columns -------------------------------------------------------------

export async function summaryFacts(db: Db, paperIds: readonly number[], userId: number) {
  if (paperIds.length === 0) return { comments: [], scores: [], pins: [], reads: [], metas: [] };
  const [comments, scores, pins, reads, metas] = await Promise.all([
    db
      .selectFrom("paper_comments")
      .select(["paper_id", "id"])
      .where("paper_id", "in", paperIds)
      .where("deleted_at", "is", null)
      .execute(),
    db
      .selectFrom("paper_reviewers")
      .select(["paper_id", "reviewer_evaluation"])
      .where("paper_id", "in", paperIds)
      .where("reviewed_at", "is not", null)
      .execute(),
    db
      .selectFrom("paper_discussions")
      .select(["paper_id", "in_discussion"])
      .where("paper_id", "in", paperIds)
      .execute(),
    db
      .selectFrom("paper_discussion_reads")
      .select(["paper_id", "last_seen_comment_id"])
      .where("paper_id", "in", paperIds)
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("paper_meta_reviews")
      .select(["paper_id", "lead_user_id", "recommendation", "submitted_at"])
      .where("paper_id", "in", paperIds)
      .execute(),
  ]);
  return { comments, scores, pins, reads, metas };
}

export function conferencePapers(db: Db, confId: number) {
  return db
    .selectFrom("papers")
    .select(["id", "track_id", "created_by", "status", "paper_sequence"])
    .where("conf_id", "=", confId)
    .orderBy("paper_sequence")
    .execute();
}
