import type { FastifyInstance } from "fastify";
import { idParam, publicationsAddSchema } from "@symposia/domain";
import { noResultAnswer, publicationImportAnswer, publicationsAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { addPublications, deletePublication, listPublications } from "./service.js";

/** The signed-in user's publication list (expertise for computed affinity, co-authorship conflicts). */
export function publicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Publications"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/users/publications",
    answer: publicationsAnswer,
    access: "user",
    tags,
    summary: "The caller's publication list, newest first.",
    handler: async ({ user }) => ({ result: await listPublications(ctx, user) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/users/publications",
    answer: publicationImportAnswer,
    access: "user",
    tags,
    body: publicationsAddSchema,
    multipart: "or-json",
    fileFields: ["file"],
    summary:
      "Add to the caller's publications: a multipart `file` with `format` (bibtex, dblp, " +
      "orcid), or JSON `publications`. Answers what was added and, per entry, what was refused " +
      "and why.",
    handler: async ({ user, body, files }) => {
      const result = await addPublications(ctx, user, body, files.file);
      return { result, message: `${result.imported} publication(s) added, ${result.refused.length} refused.` };
    },
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/users/publication/:id",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: idParam,
    summary: "Remove one of the caller's publications.",
    handler: async ({ user, params }) => {
      await deletePublication(ctx, user, params.id);
      return { message: "The publication has been removed." };
    },
  });
}
