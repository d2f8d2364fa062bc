import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  PAPER_STATUS,
  authorAssignSchema,
  authorMailSchema,
  idField,
  paperListParams,
  paperListQuerySchema,
  paperStatusActionSchema,
  paperSubmitSchema,
  paperUpdateSchema,
} from "@symposia/domain";
import {
  addedAuthorAnswer,
  authorMailSentAnswer,
  coAuthorInvitationsAnswer,
  noResultAnswer,
  paperDetailAnswer,
  paperListAnswer,
  paperSavedAnswer,
  paperStatusChangedAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { attachmentDisposition } from "../../files/sniff.js";
import { RAW, defineRoute } from "../../http/route.js";
import { changePaperStatus, mailAuthors } from "./actionService.js";
import { assignAuthor, deleteAuthor } from "./authorService.js";
import { confirmCoAuthorship, declineCoAuthorship, listCoAuthorInvitations } from "./coAuthorService.js";
import { getPaper, getPaperFile } from "./readService.js";
import { listPapersWithTags } from "./committeeList.js";
import { submitPaper, updatePaper } from "./submissionService.js";

const paperIdParam = z.object({ paperId: idField("Paper") });
const authorIdParam = z.object({ authorId: idField("Author") });

export function papersRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Papers"];
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper",
    answer: paperSavedAnswer,
    access: "user",
    tags,
    multipart: true,
    fileFields: ["paper_file", "extra_file_*"],
    spoolFiles: true,
    body: paperSubmitSchema,
    summary:
      "Submit a paper (multipart with paper_file: pdf, doc or docx) before the deadline; the submitter is the first author.",
    handler: async ({ user, body, spooled }) => ({
      message: "Your paper has been submitted.",
      result: await submitPaper(ctx, user, body, spooled),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/update",
    answer: paperSavedAnswer,
    access: "user",
    tags,
    multipart: true,
    fileFields: ["paper_file", "extra_file_*"],
    spoolFiles: true,
    body: paperUpdateSchema,
    summary: "Edit a paper (its authors, before the deadline, while its status allows it); the file is optional.",
    handler: async ({ user, body, spooled }) => ({
      message: "The paper has been updated.",
      result: await updatePaper(ctx, user, body, spooled),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/all/:id/:type",
    answer: paperListAnswer,
    access: "user",
    tags,
    params: paperListParams,
    query: paperListQuerySchema,
    cached: true,
    summary:
      "Papers of a conference (type 0) or a track (type 1): search, sort, filter and page; created_by=true lists the caller's own.",
    handler: async ({ user, params, query }) => ({
      result: await listPapersWithTags(ctx, user, params.id, params.type, query),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/file/:paperId",
    access: "user",
    tags,
    params: paperIdParam,
    summary: "Download a paper's file, named <paper_sequence>.<ext>.",
    handler: async ({ user, params, reply }) => {
      const file = await getPaperFile(ctx, user, params.paperId);
      await reply
        .header("content-type", file.mimeType)
        .header("content-disposition", attachmentDisposition(file.downloadName))
        .header("content-length", file.data.length)
        .header("cache-control", "private, no-store")
        .send(file.data);
      return RAW;
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/:paperId",
    answer: paperDetailAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    cached: true,
    summary: "One paper with its file as base64 (paper_file_data), its authors and the reviews the caller may see.",
    handler: async ({ user, params }) => ({ result: await getPaper(ctx, user, params.paperId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/author-assign/:paperId",
    answer: addedAuthorAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    body: authorAssignSchema,
    summary: "Add a co-author: an existing user (author_id) or a person typed by hand; linked to an account by email.",
    handler: async ({ user, params, body }) => ({
      message: "The author has been added.",
      result: await assignAuthor(ctx, user, params.paperId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/co-author-invitations",
    answer: coAuthorInvitationsAnswer,
    access: "user",
    tags,
    summary: "The papers listing the caller as a co-author that the caller has not confirmed yet.",
    handler: async ({ user }) => ({ result: await listCoAuthorInvitations(ctx, user) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/co-author-confirm/:paperId",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    summary:
      "Confirm being a co-author of a paper that lists the caller: only then the caller has author rights on it.",
    handler: async ({ user, params }) => {
      await confirmCoAuthorship(ctx, user, params.paperId);
      return { message: "You are now an author of this paper." };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/co-author-decline/:paperId",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    summary: "Decline a co-author listing: the caller is taken off the paper's authors.",
    handler: async ({ user, params }) => {
      await declineCoAuthorship(ctx, user, params.paperId);
      return { message: "You have been removed from this paper's authors." };
    },
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/paper/author/:authorId",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: authorIdParam,
    summary: "Remove a co-author (never the last one).",
    handler: async ({ user, params }) => {
      await deleteAuthor(ctx, user, params.authorId);
      return { message: "The author has been removed." };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/status-action/:paperId",
    answer: paperStatusChangedAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    body: paperStatusActionSchema,
    summary:
      "Withdraw (25, an author, status 0, before the deadline) or block (30, SUPERCHAIR, ADMIN or OC) a paper, with a reason.",
    handler: async ({ user, params, body }) => ({
      message: body.status === PAPER_STATUS.WITHDRAWN ? "The paper has been withdrawn." : "The paper has been blocked.",
      result: await changePaperStatus(ctx, user, params.paperId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/author-mail/:paperId",
    answer: authorMailSentAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    body: authorMailSchema,
    summary: "Mail every author of a paper (SUPERCHAIR, ADMIN or OC), from a local part at MAIL_DOMAIN.",
    handler: async ({ user, params, body }) => ({
      message: "The mail to the authors has been sent.",
      result: await mailAuthors(ctx, user, params.paperId, body),
    }),
  });
}
