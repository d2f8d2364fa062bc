import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authorMailSchema, idField } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { papersWithoutFile } from "./repository.js";
import { mailAuthorsOfPapers, requireConferenceChair } from "./service.js";

const confIdParam = z.object({ confId: idField("Conference") });

/** The configurable submission form (issue 19). */
export function submissionFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Submission form"];
  defineRoute(app, ctx, {
    method: "POST", url: "/conference/missing-paper-mail/:confId", access: "user", tags, params: confIdParam, body: authorMailSchema,
    summary: "Mail the authors of every submitted paper that has no file yet (the Missing paper filter, 1010), as POST /paper/author-mail does for one (SUPERCHAIR, ADMIN, OC).",
    handler: async ({ user, params, body }) => {
      await requireConferenceChair(ctx, user, params.confId);
      const ids = await papersWithoutFile(ctx.db, params.confId);
      return { message: "The mail to the authors has been sent.", result: await mailAuthorsOfPapers(ctx, user, params.confId, ids, body) };
    },
  });
}
