// The discussion of a paper: read the thread, comment, edit and delete one's comments
// (earlier texts kept), pin a paper "in discussion", switch the mails off, and All Papers' columns.
// Every "who may" is a predicate of policy/discussion.ts.
import type {
  CommentFormat,
  CommentInput,
  CommentUpdateInput,
  DiscussionComment,
  DiscussionMailSetting,
  DiscussionPinResult,
  DiscussionSummaryItem,
  DiscussionThread,
} from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/time.js";
import { isBlankRichText, sanitizeWrittenRichText } from "../../files/sanitizeHtml.js";
import type { AuthUser } from "../../http/auth.js";
import { fieldError, notFound } from "../../http/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import {
  type DiscussionRole,
  assertNoRefusal,
  canChangeComment,
  canComment,
  canPinDiscussion,
  chairsTrack,
  discussionRole,
  managesPaper,
  mayReadComment,
  runsSomePapers,
  whyNotChangeComment,
  whyNotComment,
  whyNotJoinDiscussion,
  whyNotPinDiscussion,
} from "../../policy/index.js";
import { type DiscussionContext, loadDiscussionPaper } from "./context.js";
import { newCommentMail } from "./mails.js";
import { type Participants, nameFor } from "./names.js";
import * as repo from "./repository.js";
import {
  conflictIndexAmong,
  listedAccounts,
  loadConferenceAccess,
  loadConferenceAccessOf,
  paperAuthorRows,
  requireConference,
} from "../../access/index.js";

/**
 * The discussion context, or the refusal (policy whyNotJoinDiscussion): a reviewer who has not yet
 * reviewed learns why (403); everyone else outside the discussion (authors, conflicted people)
 * gets 404, as if the thread did not exist.
 */
export async function requireDiscussion(
  db: AppContext["db"],
  user: AuthUser,
  paperId: number,
): Promise<DiscussionContext & { role: DiscussionRole }> {
  const context = await loadDiscussionPaper(db, user, paperId);
  assertNoRefusal(whyNotJoinDiscussion(context.viewer, context.role));
  return context as DiscussionContext & { role: DiscussionRole };
}

/**
 * The comment as stored: plain text exactly as written (shown escaped, so "List<String>" stays);
 * rich text sanitised to the editor's allow-list without losing the words after an unclosed tag.
 * The client says which (comment_format); the server never guesses it from the text.
 */
function storedComment(text: string, format: CommentFormat): { comment: string; comment_format: CommentFormat } {
  if (format === "html") {
    const comment = sanitizeWrittenRichText(text);
    if (isBlankRichText(comment)) throw fieldError("comment", "Comment is required.");
    return { comment, comment_format: "html" };
  }
  return { comment: text, comment_format: "text" };
}

type PaperSubreviews = Awaited<ReturnType<typeof repo.subreviewsOfPaper>>;

async function participantsOf(
  db: AppContext["db"],
  context: DiscussionContext,
): Promise<Participants & { subreviews: PaperSubreviews }> {
  const subreviews = await repo.subreviewsOfPaper(db, context.paper.id);
  // a sent-back subreviewer keeps the label of the comments they wrote
  return { assignments: context.assignments, subreviews };
}

function present(
  context: DiscussionContext & { role: DiscussionRole },
  userId: number,
  people: Participants,
  row: repo.CommentRow,
  edited: Set<number>,
): DiscussionComment {
  const writer = nameFor(
    context.role,
    context.conf,
    { id: row.author_id, first_name: row.first_name, last_name: row.last_name },
    people,
  );
  const mine = row.author_id === userId;
  return {
    id: row.id,
    paper_id: row.paper_id,
    author_id: writer.known || mine ? row.author_id : null,
    author_name: writer.name,
    author_role: writer.role,
    visibility: row.visibility as DiscussionComment["visibility"],
    comment: row.comment,
    comment_format: row.comment_format as DiscussionComment["comment_format"],
    created_at: row.created_at,
    updated_at: row.updated_at,
    edited: edited.has(row.id),
    mine,
    can_edit: canChangeComment(context.role, userId, row),
  };
}

export async function listComments(ctx: AppContext, user: AuthUser, paperId: number): Promise<DiscussionThread> {
  const context = await requireDiscussion(ctx.db, user, paperId);
  const [rows, people, inDiscussion, optedOut] = await Promise.all([
    repo.commentsOf(ctx.db, paperId),
    participantsOf(ctx.db, context),
    repo.isInDiscussion(ctx.db, paperId),
    repo.mailOptedOut(ctx.db, context.paper.conf_id, user.id),
  ]);
  const visible = rows.filter((r) => mayReadComment(context.role, user.id, r));
  const edited = await repo.editedCommentIds(
    ctx.db,
    visible.map((r) => r.id),
  );
  const last = rows.at(-1)?.id ?? 0;
  if (last > 0) await repo.markRead(ctx.db, paperId, user.id, last, nowIso());
  return {
    paper_id: paperId,
    in_discussion: inDiscussion,
    can_comment: canComment(context.viewer, context.role, "pc"),
    can_pin: canPinDiscussion(context.viewer, context.role),
    can_post_chairs_only: canComment(context.viewer, context.role, "chairs"),
    discussion_mail: !optedOut,
    comments: visible.map((r) => present(context, user.id, people, r, edited)),
  };
}

/** Everyone in the discussion who reads this comment, except its writer and those who switched the mails off. */
async function recipients(
  trx: AppContext["db"],
  context: DiscussionContext,
  { subreviews }: { subreviews: PaperSubreviews },
  writerId: number,
  visibility: string,
) {
  const { paper, conf } = context;
  const [chairs, optedOut, authors] = await Promise.all([
    repo.chairsOfPaper(trx, paper.conf_id, paper.track_id),
    repo.optedOutUsers(trx, paper.conf_id),
    paperAuthorRows(trx, paper.id),
  ]);
  // every account listed as an author, confirmed or not, and the submitter: never told
  const authorIds = new Set(listedAccounts(authors));
  authorIds.add(paper.created_by);
  // Who may be told, each with the standing they would read the thread with. A person appears more
  // than once when they hold several places (a chair who also reviews): the first place that lets
  // them read the comment is the one they are named and mailed by.
  const noStanding = { reviewed: false, sub: false, subSubmitted: false };
  const places = [
    ...chairs.map((chair) => ({ person: chair, standing: noStanding })),
    ...context.assignments.map((a) => ({
      person: { id: a.user_id, email: a.email, first_name: a.first_name },
      standing: { ...noStanding, reviewed: a.reviewed_at !== null },
    })),
    ...subreviews
      .filter((sub) => sub.status !== "returned")
      .map((sub) => ({
        person: { id: sub.subreviewer_id, email: sub.email, first_name: sub.first_name },
        standing: { ...noStanding, sub: true, subSubmitted: sub.status !== "requested" },
      })),
  ].filter(({ person }) => person.id !== writerId && !optedOut.has(person.id));
  const ids = [...new Set(places.map(({ person }) => person.id))];
  // everyone's standing and person facts together, then their conflicts with this paper
  const [accessOf, users] = await Promise.all([
    loadConferenceAccessOf(
      trx,
      ids.map((id) => ({ id, role: "USER" as const })),
      paper.conf_id,
    ),
    repo.usersByIds(trx, ids),
  ]);
  const userOf = new Map(users.map((user) => [user.id, user]));
  // the paper's rows the conflict rules read are at hand: only the recipients' own papers are read
  const index = await conflictIndexAmong(
    trx,
    [paper.id],
    users.map((user) => ({ id: user.id, email: user.email, affiliation: user.affiliation })),
    { papers: [paper], authors, coauthorYears: new Map([[paper.conf_id, conf.conflict_coauthor_years]]) },
  );
  const candidates = new Map<number, { id: number; email: string; first_name: string; role: DiscussionRole }>();
  for (const { person, standing } of places) {
    const user = userOf.get(person.id);
    if (!user || candidates.has(person.id)) continue;
    const viewer = {
      access: accessOf.get(person.id)!,
      isAuthor: authorIds.has(person.id),
      isAssignedReviewer: context.assignments.some((a) => a.user_id === person.id),
      isConflicted: index.isConflicted(paper.id, { id: user.id, email: user.email, affiliation: user.affiliation }),
    };
    const role = discussionRole(
      viewer,
      paper,
      { ownReviewSubmitted: standing.reviewed, isSubreviewer: standing.sub, subreviewSubmitted: standing.subSubmitted },
      conf,
    );
    if (role === null || !mayReadComment(role, person.id, { visibility, author_id: writerId })) continue;
    candidates.set(person.id, { id: person.id, email: user.email, first_name: user.first_name, role });
  }
  return [...candidates.values()];
}

export async function addComment(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  input: CommentInput,
): Promise<DiscussionComment> {
  return ctx.db.transaction().execute(async (trx) => {
    const context = await requireDiscussion(trx, user, paperId);
    assertNoRefusal(whyNotComment(context.viewer, context.role, input.visibility));
    const stored = storedComment(input.comment, input.comment_format);
    const at = nowIso();
    const id = await repo.insertComment(trx, {
      paper_id: paperId,
      author_id: user.id,
      visibility: input.visibility,
      ...stored,
      at,
    });
    const people = await participantsOf(trx, context);
    const conference = await requireConference(trx, context.paper.conf_id);
    const mails = (await recipients(trx, context, people, user.id, input.visibility)).map((to) =>
      newCommentMail(ctx.config, to, {
        commentId: id,
        paperId,
        paperSequence: context.paper.paper_sequence,
        paperTitle: context.paper.paper_title,
        acronym: conference.acronym_title,
        confId: context.paper.conf_id,
        writerName: nameFor(to.role, context.conf, user, people).name,
        ...stored,
        format: stored.comment_format,
        chairsOnly: input.visibility === "chairs",
      }),
    );
    await enqueueMail(trx, ctx.config, mails);
    // the text stays out of the trail (it is read more widely than the discussion)
    await recordAudit(trx, {
      actorId: user.id,
      action: "comment.add",
      entityType: "paper_comment",
      entityId: id,
      confId: context.paper.conf_id,
      details: { paper_id: paperId, visibility: input.visibility, mails: mails.length },
    });
    const row = (await repo.commentsOf(trx, paperId)).find((r) => r.id === id)!;
    return present(context, user.id, people, row, new Set());
  });
}

async function requireOwnComment(trx: AppContext["db"], user: AuthUser, commentId: number) {
  const comment = await repo.findComment(trx, commentId);
  if (!comment) throw notFound("Comment");
  const context = await loadDiscussionPaper(trx, user, comment.paper_id).catch(() => {
    throw notFound("Comment");
  });
  assertNoRefusal(whyNotChangeComment(context.role, user.id, comment));
  return { comment, context: context as DiscussionContext & { role: DiscussionRole } };
}

export async function updateComment(
  ctx: AppContext,
  user: AuthUser,
  commentId: number,
  input: CommentUpdateInput,
): Promise<DiscussionComment> {
  return ctx.db.transaction().execute(async (trx) => {
    const { comment, context } = await requireOwnComment(trx, user, commentId);
    const visibility = input.visibility ?? comment.visibility;
    assertNoRefusal(whyNotComment(context.viewer, context.role, visibility));
    const stored = storedComment(input.comment, input.comment_format ?? (comment.comment_format as CommentFormat));
    await repo.changeComment(trx, comment, { action: "edit", by: user.id, at: nowIso(), ...stored, visibility });
    await recordAudit(trx, {
      actorId: user.id,
      action: "comment.update",
      entityType: "paper_comment",
      entityId: commentId,
      confId: context.paper.conf_id,
      details: { paper_id: comment.paper_id, visibility },
    });
    const people = await participantsOf(trx, context);
    const row = (await repo.commentsOf(trx, comment.paper_id)).find((r) => r.id === commentId)!;
    return present(context, user.id, people, row, new Set([commentId]));
  });
}

export async function deleteComment(ctx: AppContext, user: AuthUser, commentId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const { comment, context } = await requireOwnComment(trx, user, commentId);
    await repo.changeComment(trx, comment, { action: "delete", by: user.id, at: nowIso() });
    await recordAudit(trx, {
      actorId: user.id,
      action: "comment.delete",
      entityType: "paper_comment",
      entityId: commentId,
      confId: context.paper.conf_id,
      details: { paper_id: comment.paper_id },
    });
  });
}

export async function pinDiscussion(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  inDiscussion: 0 | 1,
): Promise<DiscussionPinResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const context = await requireDiscussion(trx, user, paperId);
    assertNoRefusal(whyNotPinDiscussion(context.viewer, context.role));
    await repo.setInDiscussion(trx, paperId, inDiscussion, user.id, nowIso());
    await recordAudit(trx, {
      actorId: user.id,
      action: inDiscussion ? "paper.discussion.pin" : "paper.discussion.unpin",
      entityType: "paper",
      entityId: paperId,
      confId: context.paper.conf_id,
      details: {},
    });
    return { paper_id: paperId, in_discussion: inDiscussion === 1 };
  });
}

export async function setDiscussionMail(
  ctx: AppContext,
  user: AuthUser,
  paperId: number,
  on: 0 | 1,
): Promise<DiscussionMailSetting> {
  return ctx.db.transaction().execute(async (trx) => {
    const context = await requireDiscussion(trx, user, paperId);
    await repo.setMailOptOut(trx, context.paper.conf_id, user.id, on === 0, nowIso());
    await recordAudit(trx, {
      actorId: user.id,
      action: on ? "user.discussion_mail.on" : "user.discussion_mail.off",
      entityType: "user",
      entityId: user.id,
      confId: context.paper.conf_id,
      details: {},
    });
    return { conf_id: context.paper.conf_id, discussion_mail: on === 1 };
  });
}

/** A score spread (max - min evaluation) at or above this is "disagreement" (the scale runs -3..3). */
export const DISAGREEMENT_THRESHOLD = 3;

/**
 * All Papers' discussion columns for the chairs: pinned, comments, new since the caller's last
 * visit, score spread and disagreement, lead and recommendation. Papers the caller is conflicted
 * with, or wrote, are left out (the discussion is not theirs).
 */
export async function discussionSummary(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  threshold = DISAGREEMENT_THRESHOLD,
): Promise<DiscussionSummaryItem[]> {
  await requireConference(ctx.db, confId);
  const access = await loadConferenceAccess(ctx.db, user, confId);
  if (!runsSomePapers(access)) throw notFound("Conference");
  const papers = (await repo.conferencePapers(ctx.db, confId)).filter(
    (p) => managesPaper(access, p) || chairsTrack(access, p.track_id),
  );
  const ids = papers.map((p) => p.id);
  // A paper listing the caller as an author (confirmed or not) is one they are conflicted with:
  // the one conflict predicate leaves it out, so no second authorship check is needed here. Only
  // the caller is asked about, so only what judges them is read (their person facts came with the
  // session).
  const index = await conflictIndexAmong(ctx.db, ids, [user]);
  const shown = papers.filter((p) => p.created_by !== user.id && !index.isConflicted(p.id, user));
  const facts = await repo.summaryFacts(
    ctx.db,
    shown.map((p) => p.id),
    user.id,
  );
  return shown.map((p) => {
    const comments = facts.comments.filter((c) => c.paper_id === p.id);
    const seen = facts.reads.find((r) => r.paper_id === p.id)?.last_seen_comment_id ?? 0;
    const scores = facts.scores
      .filter((s) => s.paper_id === p.id && s.reviewer_evaluation !== null)
      .map((s) => s.reviewer_evaluation!);
    const spread = scores.length >= 2 ? Math.max(...scores) - Math.min(...scores) : null;
    const meta = facts.metas.find((m) => m.paper_id === p.id);
    return {
      paper_id: p.id,
      in_discussion: facts.pins.some((x) => x.paper_id === p.id && x.in_discussion === 1),
      comments: comments.length,
      new_comments: comments.filter((c) => c.id > seen).length,
      score_spread: spread,
      disagreement: spread !== null && spread >= threshold,
      lead_user_id: meta?.lead_user_id ?? null,
      recommendation: meta?.submitted_at ? meta.recommendation : null,
    };
  });
}
