import type { FastifyInstance } from "fastify";
import { conferenceExportQuery, conferenceImportParams } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { attachmentDisposition } from "../../files/sniff.js";
import { RAW, defineRoute } from "../../http/route.js";
import { toCsv } from "./csv.js";
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
      "Download the conference's papers (chairs): format=hotcrp-json (HotCRP paper JSON, importable again) or csv.",
    handler: async ({ user, params, query, reply }) => {
      if (query.format === "hotcrp-json") {
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
}
