import type { FastifyInstance } from "fastify";
import { conferenceExportQuery, conferenceImportParams } from "@symposia/domain";
import { conferenceRestoreAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { attachmentDisposition } from "../../files/sniff.js";
import { RAW, defineRoute } from "../../http/route.js";
import { toCsv } from "../../files/csv.js";
import { exportArchive } from "./archive.js";
import { restoreArchive } from "./restore.js";
import * as service from "./service.js";

export function conferenceExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: "GET",
    url: "/conference/export/:confId",
    access: "user",
    tags: ["Conference"],
    params: conferenceImportParams,
    query: conferenceExportQuery,
    summary:
      "Download the conference (chairs): format=hotcrp-json (HotCRP paper JSON with the PC and track chairs as contacts, " +
      "importable again), csv, " +
      "or archive (a ZIP of manifest.json and every file, streamed; what the caller may not see is left out; " +
      "POST /conference/restore reads it).",
    handler: async ({ user, params, query, reply }) => {
      if (query.format === "archive") {
        const { fileName, stream } = await exportArchive(ctx, user, params.confId);
        await reply
          .header("content-type", "application/zip")
          .header("content-disposition", attachmentDisposition(fileName))
          .header("cache-control", "private, no-store")
          .send(stream);
      } else if (query.format === "hotcrp-json") {
        const { fileName, body } = await service.exportHotcrpJson(ctx, user, params.confId);
        void reply
          .header("content-type", "application/json; charset=utf-8")
          .header("content-disposition", attachmentDisposition(fileName))
          .send(body);
      } else {
        const { fileName, header, rows } = await service.exportCsvRows(ctx, user, params.confId);
        void reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", attachmentDisposition(fileName))
          .send(toCsv(header, rows));
      }
      return RAW;
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/restore",
    answer: conferenceRestoreAnswer,
    access: "admin",
    tags: ["Conference"],
    multipart: "stream-or-json",
    fileFields: ["file"],
    summary:
      "Restore a conference from an archive made by GET /conference/export/{confId}?format=archive " +
      "(administrators): multipart file (up to RESTORE_LIMIT_MB). New ids, people matched by email or invited; " +
      "one transaction; an archive of a newer schema is refused (422).",
    handler: async ({ user, request }) => {
      const result = await restoreArchive(ctx, user, request);
      return { result, message: `The conference ${result.acronym} has been restored.` };
    },
  });
}
