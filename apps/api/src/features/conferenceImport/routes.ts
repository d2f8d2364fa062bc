import type { FastifyInstance } from "fastify";
import { conferenceImportParams, conferenceImportSchema } from "@symposia/domain";
import { importReportAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import * as service from "./service.js";

export function conferenceImportRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: "POST",
    url: "/conference/import/:confId",
    answer: importReportAnswer,
    access: "user",
    tags: ["Conference"],
    params: conferenceImportParams,
    multipart: true,
    fileFields: ["file"],
    body: conferenceImportSchema,
    summary:
      "Import papers, authors, PC (a HotCRP or EasyChair chair chairs the import's track), conflicts, assignments and reviews from " +
      "HotCRP or EasyChair (chairs); answers counts, held roles, values not imported and refused records. " +
      "dry_run = 1 writes nothing.",
    handler: async ({ user, params, body, files }) => {
      const report = await service.importFile(ctx, user, params.confId, body, files.file);
      return {
        result: report,
        message: report.dry_run ? "Dry run: nothing was written." : "The file has been imported.",
      };
    },
  });
}
