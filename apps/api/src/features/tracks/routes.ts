import type { FastifyInstance } from "fastify";
import { chairAssignSchema, idParam, trackCreateSchema, trackUpdateSchema } from "@symposia/domain";
import {
  createdAnswer,
  noResultAnswer,
  trackAnswer,
  trackChairAddedAnswer,
  trackListAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import * as service from "./service.js";

const HELD_CHAIR_MESSAGE =
  "The track chair has been added and is awaiting email verification: they become a chair once they verify their email address.";

// The TPC feature registers the other /track/... routes (reviewer, invitations, auto-assign).

export function tracksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Tracks"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/track/all/:id",
    answer: trackListAnswer,
    access: "user",
    tags,
    params: idParam,
    cached: true,
    summary: "The tracks of a conference with their chairs (and TPC members for those who run the TPC).",
    handler: async ({ user, params }) => ({ result: await service.listTracks(ctx, user, params.id) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/track/:id",
    answer: trackAnswer,
    access: "user",
    tags,
    params: idParam,
    summary: "One track with track_chair_data and track_reviewer_data.",
    handler: async ({ user, params }) => ({ result: await service.getTrack(ctx, user, params.id) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/",
    answer: createdAnswer,
    access: "user",
    tags,
    body: trackCreateSchema,
    summary: "Add a track to a conference (SUPERCHAIR, ADMIN or OC member); names are unique per conference.",
    handler: async ({ user, body }) => {
      const id = await service.createTrack(ctx, user, body);
      return { message: "The track has been added.", result: { id } };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/update/:id",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: idParam,
    body: trackUpdateSchema,
    summary:
      "Edit a track; the path id is the conference id and the body carries track_id (a track of another conference is 404).",
    handler: async ({ user, params, body }) => {
      await service.updateTrack(ctx, user, params.id, body);
      return { message: "The track has been updated." };
    },
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/track/:id",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: idParam,
    summary: "Delete a track with its chairs and TPC rows; a track with papers is refused (409).",
    handler: async ({ user, params }) => {
      await service.deleteTrack(ctx, user, params.id);
      return { message: "The track has been deleted." };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/track/chair-assign/:id",
    answer: trackChairAddedAnswer,
    access: "user",
    tags,
    params: idParam,
    body: chairAssignSchema,
    summary:
      "Make an active user a chair of the track (TRACKCHAIR on the conference; held until an unproven address is verified); twice is 409.",
    handler: async ({ user, params, body }) => {
      const { id, held } = await service.assignChair(ctx, user, params.id, body.chair_id);
      return {
        message: held ? HELD_CHAIR_MESSAGE : "The track chair has been added.",
        result: { id, awaiting_email_verification: held },
      };
    },
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/track/chair/:id",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: idParam,
    summary: "Remove a track chair by the chair record's id.",
    handler: async ({ user, params }) => {
      await service.removeChair(ctx, user, params.id);
      return { message: "The track chair has been removed." };
    },
  });
}
