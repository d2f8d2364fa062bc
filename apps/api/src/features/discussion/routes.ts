import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  commentSchema,
  commentUpdateSchema,
  discussionMailSchema,
  discussionPinSchema,
  idField,
} from "@symposia/domain";
import {
  discussionCommentAnswer,
  discussionMailAnswer,
  discussionPinAnswer,
  discussionSummaryAnswer,
  discussionThreadAnswer,
  noResultAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import {
  addComment,
  deleteComment,
  discussionSummary,
  listComments,
  pinDiscussion,
  setDiscussionMail,
  updateComment,
} from "./service.js";

const paperParam = z.object({ paperId: idField("Paper") });
const commentParam = z.object({ commentId: idField("Comment") });
const confParam = z.object({ confId: idField("Conference") });
const summaryQuery = z.object({
  threshold: z.coerce
    .number({ error: "Threshold must be a number." })
    .int("Threshold must be a whole number.")
    .min(1, "Threshold must be at least 1.")
    .max(6, "Threshold must be at most 6.")
    .optional(),
});

/** The discussion of a paper; the call names are a public contract, spelled exactly. */
export function discussionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Discussion"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/comments/:paperId",
    answer: discussionThreadAnswer,
    access: "user",
    tags,
    params: paperParam,
    summary:
      "The paper's discussion as the caller may read it (chairs, assigned reviewers once in, subreviewers when allowed); marks it read.",
    handler: async ({ user, params }) => ({ result: await listComments(ctx, user, params.paperId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/comment/:paperId",
    answer: discussionCommentAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: commentSchema,
    summary:
      "Add a comment (plain text or rich text, sanitised); visibility pc (the discussion) or chairs. Mails the other participants.",
    handler: async ({ user, params, body }) => ({
      message: "Your comment has been posted.",
      result: await addComment(ctx, user, params.paperId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/comment-update/:commentId",
    answer: discussionCommentAnswer,
    access: "user",
    tags,
    params: commentParam,
    body: commentUpdateSchema,
    summary: "Edit one's own comment (the earlier text is kept in its history).",
    handler: async ({ user, params, body }) => ({
      message: "Your comment has been updated.",
      result: await updateComment(ctx, user, params.commentId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/paper/comment/:commentId",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: commentParam,
    summary: "Delete one's own comment (kept in its history, gone from the thread).",
    handler: async ({ user, params }) => {
      await deleteComment(ctx, user, params.commentId);
      return { message: "Your comment has been deleted." };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/discussion-pin/:paperId",
    answer: discussionPinAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: discussionPinSchema,
    summary: "A chair marks the paper in discussion (1) or not (0).",
    handler: async ({ user, params, body }) => ({
      message: body.in_discussion
        ? "The paper is marked in discussion."
        : "The paper is no longer marked in discussion.",
      result: await pinDiscussion(ctx, user, params.paperId, body.in_discussion),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/discussion-mail/:paperId",
    answer: discussionMailAnswer,
    access: "user",
    tags,
    params: paperParam,
    body: discussionMailSchema,
    summary: "Switch the discussion mails of the paper's conference on (1) or off (0) for the caller.",
    handler: async ({ user, params, body }) => ({
      message: body.discussion_mail ? "Discussion mails are on." : "Discussion mails are off for this conference.",
      result: await setDiscussionMail(ctx, user, params.paperId, body.discussion_mail),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/discussion-summary/:confId",
    answer: discussionSummaryAnswer,
    access: "user",
    tags,
    params: confParam,
    query: summaryQuery,
    summary:
      "All Papers' discussion columns for the chairs: in discussion, comments, new since last visit, score spread, disagreement, lead, recommendation.",
    handler: async ({ user, params, query }) => ({
      result: await discussionSummary(ctx, user, params.confId, query.threshold),
    }),
  });
}
