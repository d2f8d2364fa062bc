import type { FastifyInstance, FastifyReply } from "fastify";
import { cfpReadQuerySchema, cfpUpdateSchema, committeeAddSchema, idParam } from "@symposia/domain";
import {
  committeeMemberAddedAnswer,
  managedCfpAnswer,
  noResultAnswer,
  publicCfpAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { attachmentDisposition } from "../../files/sniff.js";
import { defineRoute, RAW } from "../../http/route.js";
import * as service from "./service.js";

function sendPdf(reply: FastifyReply, file: { data: Buffer; fileName: string }): typeof RAW {
  void reply
    .header("content-type", "application/pdf")
    .header("content-disposition", attachmentDisposition(file.fileName))
    .header("cache-control", "no-store")
    .send(file.data);
  return RAW;
}

export function cfpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["CFP and committee"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/cfp/:id",
    answer: managedCfpAnswer,
    access: "user",
    tags,
    params: idParam,
    query: cfpReadQuerySchema,
    summary:
      "Manage CFP: the CFP text, file (base64 unless include_file=0) and the whole organising committee (SUPERCHAIR or ADMIN).",
    handler: async ({ user, params, query }) => ({
      result: await service.getManagedCfp(ctx, user, params.id, query.include_file === "1"),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/cfp/:id",
    answer: committeeMemberAddedAnswer,
    access: "user",
    tags,
    params: idParam,
    body: committeeAddSchema,
    summary: "Add an organising-committee member, by org_com_user_id or by hand (linked by email to an account).",
    handler: async ({ user, params, body }) => {
      const { id, held } = await service.addCommitteeMember(ctx, user, params.id, body);
      const message = held
        ? "The organizing committee member has been added and is awaiting email verification: " +
          "the entry attaches to their account once they verify their email address."
        : "The organizing committee member has been added.";
      return { message, result: { id, awaiting_email_verification: held } };
    },
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/cfp/:id",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: idParam,
    summary: "Delete an organising-committee entry by its id.",
    handler: async ({ user, params }) => {
      await service.removeCommitteeMember(ctx, user, params.id);
      return { message: "The organizing committee member has been deleted." };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/cfp-data/update/:id",
    answer: noResultAnswer,
    access: "user",
    tags,
    params: idParam,
    body: cfpUpdateSchema,
    multipart: true,
    fileFields: ["cfp_file"],
    summary:
      "Save the CFP: cfp_details (HTML, sanitised before storing) and an optional cfp_file (a PDF, checked by content).",
    handler: async ({ user, params, body, files }) => {
      await service.updateCfp(ctx, user, params.id, {
        cfp_details: body.cfp_details,
        removeFile: body.remove_cfp_file === "1",
        file: files.cfp_file,
      });
      return { message: "The CFP details have been updated." };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/cfp/file/:id",
    access: "user",
    tags,
    params: idParam,
    summary: "Download the CFP PDF (managers, or anyone signed in for an Approved conference).",
    handler: async ({ user, params, reply }) => sendPdf(reply, await service.cfpFileFor(ctx, user, params.id)),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/site/cfp/:id",
    answer: publicCfpAnswer,
    access: "public",
    tags,
    params: idParam,
    query: cfpReadQuerySchema,
    summary:
      "Public CFP of an Approved conference: committee without emails or Conference Management, CFP text, banner, file (base64 unless include_file=0).",
    handler: async ({ params, query }) => ({
      result: await service.getPublicCfp(ctx, params.id, query.include_file === "1"),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/site/cfp/file/:id",
    access: "public",
    tags,
    params: idParam,
    summary: "Public download of the CFP PDF of an Approved conference.",
    handler: async ({ params, reply }) => sendPdf(reply, await service.cfpFileFor(ctx, null, params.id)),
  });
}
