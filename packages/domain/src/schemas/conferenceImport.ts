import { z } from "zod";
import { IMPORT_FORMATS } from "../rules/conferenceImport.js";
import { flagField, idField } from "./common.js";

/** POST /conference/import/{confId}: multipart text fields beside the `file`. */
export const conferenceImportSchema = z.object({
  format: z.enum(IMPORT_FORMATS, { error: `format must be one of ${IMPORT_FORMATS.join(", ")}.` }),
  dry_run: flagField("dry_run").optional(),
  notify: flagField("notify").optional(),
  /** the track imported papers and PC members go to (default: the conference's first track) */
  track_id: idField("track_id").optional(),
});

export const conferenceImportParams = z.object({ confId: idField("confId") });

export type ConferenceImportInput = z.infer<typeof conferenceImportSchema>;

/** GET /conference/export/{confId}?format= */
export const conferenceExportQuery = z.object({
  format: z.enum(["hotcrp-json", "csv"], { error: "format must be hotcrp-json or csv." }),
});
