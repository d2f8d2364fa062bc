// Answer schemas of the conference import (rules/conferenceImport.ts) and of restoring a conference
// from its archive (schemas/conferenceImport.ts).
import { z } from "zod";
import { IMPORT_FORMATS } from "../../rules/conferenceImport.js";
import type { ImportReport } from "../../rules/conferenceImport.js";
import type { ConferenceRestoreResult } from "../conferenceImport.js";
import type { Assert, Same } from "./agree.js";

const importRefusal = z.strictObject({ line: z.number().optional(), index: z.number().optional(), reason: z.string() });

/** POST /conference/import/{confId} */
export const importReportAnswer = z.strictObject({
  format: z.enum(IMPORT_FORMATS),
  dry_run: z.boolean(),
  counts: z.record(z.string(), z.strictObject({ created: z.number(), updated: z.number(), removed: z.number() })),
  accounts: z.strictObject({ created: z.array(z.string()), matched: z.array(z.string()) }),
  held: z.array(z.strictObject({ email: z.string(), role: z.enum(["pc_member", "track_chair"]) })),
  refused: z.array(importRefusal),
  ignored: z.array(importRefusal),
  ignored_columns: z.array(z.string()),
});

/** POST /conference/restore */
export const conferenceRestoreAnswer = z.strictObject({
  conf_id: z.number(),
  acronym: z.string(),
  schema: z.string(),
  counts: z.record(z.string(), z.number()),
  files: z.number(),
  accounts: z.strictObject({ matched: z.number(), created: z.number() }),
  held: z.number(),
});

type _Agrees = [
  Assert<Same<z.output<typeof importReportAnswer>, ImportReport>>,
  Assert<Same<z.output<typeof conferenceRestoreAnswer>, ConferenceRestoreResult>>,
];
