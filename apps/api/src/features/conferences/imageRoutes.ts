import type { FastifyInstance } from "fastify";
import { conferenceIdParam } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { RAW, defineRoute } from "../../http/route.js";
import { attachmentDisposition, extensionFor } from "../../files/sniff.js";
import * as repo from "./repository.js";
import { requireVisibleConference } from "../../access/index.js";

/** Logo and banner as images of their own (public for Approved conferences, like the public CFP). */
export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of ["logo", "banner"] as const) {
    defineRoute(app, ctx, {
      method: "GET",
      url: `/conference/${kind}/:id`,
      access: "optional",
      tags: ["Conferences"],
      params: conferenceIdParam,
      summary: `The conference ${kind} with its content type (no token needed for Approved conferences).`,
      handler: async ({ user, params, reply }) => {
        const row = await repo.findImage(ctx.db, params.id, kind);
        if (!row) throw notFound("Conference");
        await requireVisibleConference(ctx.db, user, params.id, row.conference_status);
        if (!row.data || !row.mime) throw notFound(kind === "logo" ? "Logo" : "Banner");
        reply
          .header("content-type", row.mime)
          .header("content-disposition", attachmentDisposition(`${kind}-${params.id}.${extensionFor(row.mime)}`, true))
          // images change when a chair uploads a new one; revalidate rather than cache blindly
          .header("cache-control", "no-cache")
          .send(Buffer.from(row.data));
        return RAW;
      },
    });
  }
}
