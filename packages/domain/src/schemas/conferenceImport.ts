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
  format: z.enum(["hotcrp-json", "csv", "archive"], { error: "format must be hotcrp-json, csv or archive." }),
});

/** POST /conference/restore: what a restored archive became on this installation. */
export interface ConferenceRestoreResult {
  conf_id: number;
  acronym: string;
  /** the archive's database schema (its latest migration) */
  schema: string;
  /** rows written per kind (archive section) */
  counts: Record<string, number>;
  /** files written */
  files: number;
  accounts: { matched: number; created: number };
  /** roles held until the account's owner proves the email address (or dropped: site permissions) */
  held: number;
}
