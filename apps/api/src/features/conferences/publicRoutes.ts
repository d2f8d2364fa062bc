import type { FastifyInstance } from "fastify";
import { cfpCirculationSchema, conferenceIdParam } from "@symposia/domain";
import {
  cfpCirculationSentAnswer,
  conferenceShortAnswer,
  mailDomainAnswer,
  publicCfpListAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import { circulateCfp } from "./circulation.js";
import * as service from "./service.js";

/** Calls without a token (public screens) and the admin's CFP circulation. */
export function publicRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: "GET",
    url: "/site/conf/short/:id",
    answer: conferenceShortAnswer,
    access: "public",
    tags: ["Public"],
    params: conferenceIdParam,
    summary: "Short facts of an Approved conference (404 otherwise), incl. the deadline as a UTC instant.",
    handler: async ({ params }) => ({ result: [await service.shortInfo(ctx, params.id)] }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/site/cfp-list",
    answer: publicCfpListAnswer,
    access: "public",
    tags: ["Public"],
    summary: "Public CFP list: every Approved conference, upcoming first.",
    handler: async () => ({ result: await service.publicCfpList(ctx) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/site/mail-domain",
    answer: mailDomainAnswer,
    access: "public",
    tags: ["Public"],
    summary: "The product's own mail domain, appended to a typed sender local part.",
    handler: async () => ({ result: { mail_domain: ctx.config.mailDomain } }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/cfp-circulation-email",
    answer: cfpCirculationSentAnswer,
    access: "admin",
    tags: ["Conferences"],
    body: cfpCirculationSchema,
    summary: "Mail every active user at positions [start_sequence, end_sequence] of the user list (ADMIN).",
    handler: async ({ user, body }) => {
      const queued = await circulateCfp(ctx, user, body);
      const message =
        queued === 0
          ? "No active user lies in that range; nothing was sent."
          : `${queued} mail${queued === 1 ? "" : "s"} queued for delivery.`;
      return { message, result: { count: queued } };
    },
  });
}
