import type { FastifyInstance } from "fastify";
import {
  type ConferenceTransition,
  conferenceCreateSchema,
  conferenceIdParam,
  conferenceUpdateSchema,
} from "@symposia/domain";
import {
  conferenceDetailAnswer,
  conferenceStatusChangedAnswer,
  conferenceListAnswer,
  createdAnswer,
  noResultAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { imageRoutes } from "./imageRoutes.js";
import { listConferences } from "./listing.js";
import { publicRoutes } from "./publicRoutes.js";
import * as service from "./service.js";

const TRANSITIONS: ConferenceTransition[] = ["approve", "reject", "block", "unblock"];

export function conferencesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Conferences"];
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference",
    answer: createdAnswer,
    access: "user",
    tags,
    body: conferenceCreateSchema,
    summary: "Propose a conference: it starts Pending and the caller becomes its SUPERCHAIR.",
    handler: async ({ user, body }) => {
      const id = await service.createConference(ctx, user, body);
      return { message: "The conference has been created and awaits approval.", result: { id } };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference",
    answer: conferenceListAnswer,
    access: "user",
    tags,
    cached: true,
    summary:
      "The conferences the caller may see, with the caller's permissions, OC user ids and pending TPC invitations.",
    handler: async ({ user }) => ({ result: await listConferences(ctx, user) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/:id",
    answer: conferenceDetailAnswer,
    access: "user",
    tags,
    params: conferenceIdParam,
    cached: true,
    summary: "Every setting of one conference; result is a list whose first item is the conference.",
    handler: async ({ user, params }) => ({ result: [await service.getConference(ctx, user, params.id)] }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/update/:id",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: conferenceIdParam,
    body: conferenceUpdateSchema,
    multipart: true,
    fileFields: ["logo", "banner"],
    summary: "Change the settings, logo and banner (multipart; SUPERCHAIR while Approved, or ADMIN).",
    handler: async ({ user, params, body, files }) => {
      await service.updateConference(ctx, user, params.id, body, files);
      return { message: "The conference has been updated." };
    },
  });
  for (const action of TRANSITIONS) {
    defineRoute(app, ctx, {
      method: "POST",
      url: `/conference/${action}/:id`,
      answer: conferenceStatusChangedAnswer,
      access: "admin",
      tags,
      params: conferenceIdParam,
      summary: `Approval workflow: ${action} the conference (ADMIN; 409 when the current state does not allow it).`,
      handler: async ({ user, params }) => {
        const status = await service.transition(ctx, user, params.id, action);
        return { message: service.transitionMessage(action), result: { id: params.id, conference_status: status } };
      },
    });
  }
  imageRoutes(app, ctx);
  publicRoutes(app, ctx);
}
