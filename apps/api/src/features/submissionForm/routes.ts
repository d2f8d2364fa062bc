import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { authorMailSchema, idField, submissionFieldsSchema } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { choosePresenter } from "./presenter.js";
import { papersWithoutFile } from "./repository.js";
import { getSubmissionFields, mailAuthorsOfPapers, requireConferenceChair, saveSubmissionFields } from "./service.js";

const confIdParam = z.object({ confId: idField("Conference") });
const paperIdParam = z.object({ paperId: idField("Paper") });
const presenterSchema = z.object({ author_id: idField("Author") });

/** The configurable submission form (issue 19). */
export function submissionFormRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Submission form"];
  defineRoute(app, ctx, {
    method: "POST", url: "/paper/presenter/:paperId", access: "user", tags, params: paperIdParam, body: presenterSchema,
    summary: "Mark which author (a paper_author_data id) presents the paper; one per paper (the paper's authors, when author_selecting_presenter is 1).",
    handler: async ({ user, params, body }) => ({ message: "The presenter has been saved.", result: await choosePresenter(ctx, user, params.paperId, body.author_id) }),
  });
  defineRoute(app, ctx, {
    method: "GET", url: "/conference/submission-fields/:confId", access: "user", tags, params: confIdParam,
    summary: "The extra fields of the submission form, in order (anyone who may see the conference).",
    handler: async ({ user, params }) => ({ result: await getSubmissionFields(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST", url: "/conference/submission-fields/:confId", access: "user", tags, params: confIdParam, body: submissionFieldsSchema,
    summary: "Replace the extra fields of the submission form: {fields: [{key, label, type text|select|checkbox, options, required, visibility reviewers|chairs}]} (conference chair or admin).",
    handler: async ({ user, params, body }) => ({ message: "The submission form has been saved.", result: await saveSubmissionFields(ctx, user, params.confId, body) }),
  });
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
