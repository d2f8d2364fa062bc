import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { conflictDeclareSchema, conflictWaiveSchema, idField } from "@symposia/domain";
import {
  conflictExplanationAnswer,
  conflictsWithReviewsAnswer,
  noResultAnswer,
  paperConflictsAnswer,
  pcMembersAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import {
  conflictsWithReviews,
  declareConflict,
  explainConflict,
  listConflicts,
  listPcMembers,
  removeConflict,
  waiveConflict,
} from "./service.js";

const paperIdParam = z.object({ paperId: idField("Paper") });
const pairParams = z.object({ paperId: idField("Paper"), userId: idField("User") });
const confIdParam = z.object({ confId: idField("Conference") });

/** Conflicts of interest; the call names are a public contract, spelled exactly. */
export function conflictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Conflicts"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/pc-members/:confId",
    answer: pcMembersAnswer,
    access: "user",
    tags,
    params: confIdParam,
    summary:
      "The conference's chairs, track chairs and TPC members (id, names, affiliation), so authors can declare conflicts.",
    handler: async ({ user, params }) => ({ result: await listPcMembers(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/conflicts/:paperId",
    answer: paperConflictsAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    summary:
      "A paper's declared, detected and suggested conflicts (chairs, ADMIN, OC); an author's own declarations (authors).",
    handler: async ({ user, params }) => ({ result: await listConflicts(ctx, user, params.paperId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/conflict/:paperId",
    answer: paperConflictsAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    body: conflictDeclareSchema,
    summary:
      "Declare a conflict: an author until the deadline, a chair at any time (also confirms a suggested one), a reviewer about themselves.",
    handler: async ({ user, params, body }) => ({
      message: "The conflict has been declared.",
      result: await declareConflict(ctx, user, params.paperId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/paper/conflict/:paperId/:userId",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: pairParams,
    summary: "Remove a declared conflict (the declaring author before the deadline, or a chair).",
    handler: async ({ user, params }) => {
      await removeConflict(ctx, user, params.paperId, params.userId);
      return { message: "The conflict has been removed." };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/conflict-waive/:paperId",
    answer: paperConflictsAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    body: conflictWaiveSchema,
    summary:
      "A chair waives a detected conflict or dismisses a suggested one (reason required); waived: false undoes it.",
    handler: async ({ user, params, body }) => ({
      message: body.waived ? "The conflict has been waived." : "The waiver has been withdrawn.",
      result: await waiveConflict(ctx, user, params.paperId, body),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/conflict-explain/:paperId/:userId",
    answer: conflictExplanationAnswer,
    access: "user",
    tags,
    params: pairParams,
    summary: "Whether the pair is conflicted, and every reason (chairs).",
    handler: async ({ user, params }) => ({ result: await explainConflict(ctx, user, params.paperId, params.userId) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/conflicts-with-reviews/:confId",
    answer: conflictsWithReviewsAnswer,
    access: "user",
    tags,
    params: confIdParam,
    summary:
      "Reviewers conflicted with a paper they already reviewed (SUPERCHAIR, ADMIN, OC), for the chairs to decide.",
    handler: async ({ user, params }) => ({ result: await conflictsWithReviews(ctx, user, params.confId) }),
  });
}
