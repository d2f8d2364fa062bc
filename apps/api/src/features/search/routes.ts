import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  SEARCH_HELP,
  SEARCH_PRECEDENCE,
  idField,
  paperBulkSchema,
  paperSearchQuerySchema,
  savedSearchDeleteQuery,
  savedSearchSchema,
} from "@symposia/domain";
import { runBulk } from "./bulkService.js";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
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
    access: "user",
    tags,
    params: confParam,
    body: paperBulkSchema,
    summary:
      "Act on many papers: paper_ids (or q, every result of that search) and action with its fields (tag / untag with tags). " +
      "Each paper is judged as the single action would judge it and changed in its own transaction, audited; the answer " +
      "lists per paper done or the refusal, with the counts.",
    handler: async ({ user, params, body }) => ({
      message: "The action has been applied.",
      result: await runBulk(ctx, user, params.confId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/saved-searches/:confId",
    access: "user",
    tags,
    params: confParam,
    summary: "The conference's saved searches (chairs), by name.",
    handler: async ({ user, params }) => ({ result: await listSavedSearches(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/saved-searches/:confId",
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
