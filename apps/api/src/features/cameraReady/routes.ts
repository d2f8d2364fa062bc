import { mailRunMessage } from "../../http/mailRunMessage.js";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { cameraReadyMailSchema, cameraReadySchema, idField } from "@symposia/domain";
import {
  cameraReadyInfoAnswer,
  cameraReadyMailAnswer,
  cameraReadyStatusAnswer,
  cameraReadyVersionAnswer,
} from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { attachmentDisposition } from "../../files/sniff.js";
import { RAW, defineRoute } from "../../http/route.js";
import { mailMissing } from "./mail.js";
import { proceedings } from "./proceedings.js";
import { cameraReadyStatus, finalFile, getFinalVersion, uploadFinalVersion } from "./service.js";

const confIdParam = z.object({ confId: idField("Conference") });
const paperIdParam = z.object({ paperId: idField("Paper") });

/** Camera-ready: final versions beside the accepted ones, and the proceedings. */
export function cameraReadyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Camera-ready"];
  defineRoute(app, ctx, {
    method: "POST",
    url: "/paper/camera-ready/:paperId",
    answer: cameraReadyVersionAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    body: cameraReadySchema,
    multipart: true,
    fileFields: ["final_file", "copyright_file"],
    summary:
      "Upload the final version of an accepted paper (its authors, while camera_ready_open is " +
      "1 and before camera_ready_deadline): final_file pdf, optional copyright_file pdf, " +
      "final_title, final_abstract, final_authors (JSON [{first_name, last_name, affiliation, " +
      "email?}] in print order). Replaces an earlier upload; the accepted version stays.",
    handler: async ({ user, params, body, files }) => ({
      message: "The final version has been saved.",
      result: await uploadFinalVersion(ctx, user, params.paperId, body, {
        final_file: files.final_file,
        copyright_file: files.copyright_file,
      }),
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/paper/camera-ready/:paperId",
    answer: cameraReadyInfoAnswer,
    access: "user",
    tags,
    params: paperIdParam,
    summary: "Whether the final version may be uploaded now, and its metadata (the paper's authors and chairs).",
    handler: async ({ user, params }) => ({ result: await getFinalVersion(ctx, user, params.paperId) }),
  });
  for (const [url, which] of [
    ["/paper/camera-ready-file/:paperId", "final"],
    ["/paper/camera-ready-copyright/:paperId", "copyright"],
  ] as const) {
    defineRoute(app, ctx, {
      method: "GET",
      url,
      access: "user",
      tags,
      params: paperIdParam,
      summary:
        which === "final"
          ? "Download the final version (whoever may see the paper and know its authors)."
          : "Download the copyright form of the final version (as the final version).",
      handler: async ({ user, params, reply }) => {
        const file = await finalFile(ctx, user, params.paperId, which);
        await reply
          .header("content-type", "application/pdf")
          .header(
            "content-disposition",
            attachmentDisposition(which === "final" ? `${file.sequence}-final.pdf` : `${file.sequence}-copyright.pdf`),
          )
          .header("content-length", file.data.length)
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .send(file.data);
        return RAW;
      },
    });
  }
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/camera-ready-status/:confId",
    answer: cameraReadyStatusAnswer,
    access: "user",
    tags,
    params: confIdParam,
    summary: "The accepted papers with their final version uploaded or missing (SUPERCHAIR, ADMIN, OC).",
    handler: async ({ user, params }) => ({ result: await cameraReadyStatus(ctx, user, params.confId) }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/camera-ready-mail/:confId",
    answer: cameraReadyMailAnswer,
    access: "user",
    tags,
    params: confIdParam,
    body: cameraReadyMailSchema,
    summary:
      "Mail the authors of accepted papers still missing a final version, one mail per author " +
      "({name}, {papers}, {deadline}, {conference} are filled in); preview: true answers the " +
      "mails without sending (SUPERCHAIR, ADMIN, OC).",
    handler: async ({ user, params, body }) => {
      const outcome = await mailMissing(ctx, user, params.confId, body);
      const message = mailRunMessage(outcome, {
        noun: "author",
        wouldBe: "mailed",
        none: "Every accepted paper has its final version: no mail was sent.",
        sent: (authors) => `A mail has been sent to ${authors}.`,
      });
      return { message, result: outcome };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/proceedings/:confId",
    access: "user",
    tags,
    params: confIdParam,
    summary:
      "The proceedings as a ZIP, streamed: the final PDFs named paper-NNN.pdf by paper number, metadata.csv and metadata.json (SUPERCHAIR, ADMIN, OC).",
    handler: async ({ user, params, reply }) => {
      const { fileName, stream } = await proceedings(ctx, user, params.confId);
      await reply
        .header("content-type", "application/zip")
        .header("content-disposition", attachmentDisposition(fileName))
        .header("cache-control", "private, no-store")
        .send(stream);
      return RAW;
    },
  });
}
