import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { affinityImportSchema, autoAssignSchema, idField, reviewerQuotaSchema } from "@symposia/domain";
import {
  affinityImportAnswer,
  autoAssignDeployAnswer,
  autoAssignProgressAnswer,
  autoAssignUndoneAnswer,
  conferenceAutoAssignAnswer,
  reviewerQuotasAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { importAffinityFile } from "./affinityUpload.js";
import {
  conferenceAutoAssign,
  conferenceAutoAssignProgress,
  conferenceAutoAssignSummary,
  deployAnyDraft,
  undoAnyRun,
} from "./conferenceRun.js";
import { autoAssignProgress, importAffinity, listQuotas, setQuota } from "./service.js";

const trackIdParam = z.object({ trackId: idField("Track") });
const draftIdParam = z.object({ draftId: idField("Draft") });
const runIdParam = z.object({ runId: idField("Run") });
const confIdParam = z.object({ confId: idField("Conference") });

/** Auto Assign's drafts, runs, quotas and affinity; the call names are a public contract, spelled exactly. */
export function autoAssignRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["TPC"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/track/auto-assign-progress/:trackId",
    access: "user",
    tags,
    params: trackIdParam,
    summary:
      "Progress of the track's current (or last) Auto Assign run: state, phase and percent; polled by the screen while a preview runs.",
    answer: autoAssignProgressAnswer,
    handler: async ({ user, params }) => ({ result: await autoAssignProgress(ctx, user, params.trackId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/auto-assign-deploy/:draftId",
    answer: autoAssignDeployAnswer,
    access: "user",
    tags,
    params: draftIdParam,
    summary:
      "Write a previewed assignment (a track's or a conference's) exactly as shown; 409 when its papers, members, conflicts or assignments changed since.",
    handler: async ({ user, params }) => ({
      message: "The assignment has been deployed.",
      result: await deployAnyDraft(ctx, user, params.draftId),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/auto-assign-undo/:runId",
    answer: autoAssignUndoneAnswer,
    access: "user",
    tags,
    params: runIdParam,
    summary: "Remove the assignments of an Auto Assign run (a track's or a conference's) that still have no review.",
    handler: async ({ user, params }) => ({
      message: "The run has been undone.",
      result: await undoAnyRun(ctx, user, params.runId),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/auto-assign/:confId",
    answer: conferenceAutoAssignAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: autoAssignSchema,
    summary:
      "Auto Assign over every track at once (ADMIN or the conference's chairs): the track call's body; loads and " +
      "max_papers_per_reviewer count a member's papers over all tracks; a member gets only papers of their tracks.",
    handler: async ({ user, params, body }) => {
      const result = await conferenceAutoAssign(ctx, user, params.confId, body);
      return { message: conferenceAutoAssignSummary(result), result };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/auto-assign-progress/:confId",
    access: "user",
    tags,
    params: confIdParam,
    summary:
      "Progress of the conference-wide Auto Assign run (current or last), as the track's: state, phase and percent; " +
      "ADMIN or the conference's chairs.",
    answer: autoAssignProgressAnswer,
    handler: async ({ user, params }) => ({ result: await conferenceAutoAssignProgress(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/track/reviewer-quota/:trackId",
    answer: reviewerQuotasAnswer,
    access: "user",
    tags,
    params: trackIdParam,
    summary: "The members' own caps on their total load in this track.",
    handler: async ({ user, params }) => ({ result: await listQuotas(ctx, user, params.trackId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/reviewer-quota/:trackId",
    answer: reviewerQuotasAnswer,
    access: "user",
    tags,
    params: trackIdParam,
    body: reviewerQuotaSchema,
    summary: "Set (or, with max_papers empty, remove) an accepted member's cap on their total load in this track.",
    handler: async ({ user, params, body }) => ({
      message: "The quota has been saved.",
      result: await setQuota(ctx, user, params.trackId, body.reviewer_id, body.max_papers),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/affinity/:trackId",
    answer: affinityImportAnswer,
    access: "user",
    tags,
    params: trackIdParam,
    body: affinityImportSchema,
    multipart: "stream-or-json",
    fileFields: ["file"],
    summary:
      "Import affinity scores: JSON csv of paper_id,reviewer_email,score (0 to 1), or a " +
      "multipart file (CSV or gzip, streamed, up to AFFINITY_UPLOAD_LIMIT_MB); answers counts " +
      "and the refused lines with reasons.",
    handler: async ({ user, params, body, request }) => {
      if (request.isMultipart()) {
        const result = await importAffinityFile(ctx, user, params.trackId, request);
        return { message: `${result.imported} score(s) imported, ${result.refused_count} line(s) refused.`, result };
      }
      const result = await importAffinity(ctx, user, params.trackId, body.csv, body.replace === 1);
      return { message: `${result.imported} score(s) imported, ${result.refused.length} line(s) refused.`, result };
    },
  });
}
