import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  SEARCH_HELP,
  SEARCH_PRECEDENCE,
  idField,
  paperBulkSchema,
  paperBulkTargetSchema,
  paperSearchQuerySchema,
  savedSearchDeleteQuery,
  savedSearchSchema,
} from "@symposia/domain";
import {
  noResultAnswer,
  paperBulkAnswer,
  paperSearchAnswer,
  savedSearchesAnswer,
} from "@symposia/domain/answer-schemas";
import { bulkCsv, bulkZip, runBulk } from "./bulkService.js";
import type { AppContext } from "../../context.js";
import { attachmentDisposition } from "../../files/sniff.js";
import { RAW, defineRoute } from "../../http/route.js";
import { deleteSavedSearch, listSavedSearches, saveSearch } from "./savedSearchService.js";
import { searchPapers } from "./service.js";

const confParam = z.object({ confId: idField("confId") });

// The API docs list the terms from the same entries as the help panel.
const TERMS_DOC = SEARCH_HELP.map((h) => `${h.term} (${h.example}): ${h.meaning}`).join("; ");

export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Search"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/search/:confId",
    answer: paperSearchAnswer,
    access: "user",
    tags,
    params: confParam,
    query: paperSearchQuerySchema,
    summary:
      "Search the conference's papers with q (scope=all: the chairs' list; scope=review: the caller's assigned papers, the default " +
      "for a reviewer). Answers All Papers' rows with their tags, the total, and errors: each term that could not be read or " +
      `used here, with its position and a message. ${SEARCH_PRECEDENCE} Terms: ${TERMS_DOC}`,
    handler: async ({ user, params, query }) => ({ result: await searchPapers(ctx, user, params.confId, query) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/bulk/:confId",
    answer: paperBulkAnswer,
    access: "user",
    tags,
    params: confParam,
    body: paperBulkSchema,
    summary:
      "Act on many papers: paper_ids (or q, every result of that search) and action with its fields: tag / untag (tags); " +
      "assign / unassign (reviewer_id, as POST /paper/reviewer-assign and DELETE /paper/reviewer); lead (reviewer_id, as " +
      "POST /paper/lead); decision (decision, final_decision_remark, as POST /paper/final-review); mail_authors / " +
      "mail_reviewers (sender_email, subject, message with {paper_number}, {paper_title}, {conference}; preview: true " +
      "answers the recipient count and a sample, sending nothing; request_key: a send retried with the same key sends " +
      "nothing again and answers the first answer, 409 while that has none or when the key names another mailing). " +
      "Each paper is judged as the single action would judge it and changed in its own transaction, audited; " +
      "the answer lists per paper done or the refusal, with the counts.",
    handler: async ({ user, params, body }) => {
      const result = await runBulk(ctx, user, params.confId, body);
      const message = result.preview ? "Nothing has been sent yet." : "The action has been applied.";
      return { message, result };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/bulk-zip/:confId",
    access: "user",
    tags,
    params: confParam,
    body: paperBulkTargetSchema,
    summary:
      "The files of paper_ids (or of every result of q) as one ZIP, streamed, entries named paper-<number>.<ext>; a paper " +
      "whose file the caller may not download (GET /paper/file) is not in it. Program committee and chairs.",
    handler: async ({ user, params, body, reply }) => {
      const { fileName, stream } = await bulkZip(ctx, user, params.confId, body);
      await reply
        .header("content-type", "application/zip")
        .header("content-disposition", attachmentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(stream);
      return RAW;
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/bulk-csv/:confId",
    access: "user",
    tags,
    params: confParam,
    body: paperBulkTargetSchema,
    summary:
      "The report's CSV (GET /paper/report-csv: same columns, same access) over paper_ids, or every result of q.",
    handler: async ({ user, params, body, reply }) => {
      const { fileName, csv } = await bulkCsv(ctx, user, params.confId, body);
      void reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", attachmentDisposition(fileName))
        .send(csv);
      return RAW;
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/saved-searches/:confId",
    answer: savedSearchesAnswer,
    access: "user",
    tags,
    params: confParam,
    summary: "The conference's saved searches (chairs), by name.",
    handler: async ({ user, params }) => ({ result: await listSavedSearches(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/saved-searches/:confId",
    answer: savedSearchesAnswer,
    access: "user",
    tags,
    params: confParam,
    body: savedSearchSchema,
    summary: "Save a named search (chairs); saving under an existing name replaces its query. Answers the list.",
    handler: async ({ user, params, body }) => ({
      message: "The search has been saved.",
      result: await saveSearch(ctx, user, params.confId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/conference/saved-searches/:confId",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: confParam,
    query: savedSearchDeleteQuery,
    summary: "Delete a saved search (chairs), by id.",
    handler: async ({ user, params, query }) => {
      await deleteSavedSearch(ctx, user, params.confId, query.id);
      return { message: "The saved search has been deleted." };
    },
  });
}
