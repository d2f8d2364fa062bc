// Answer schema of POST /conference/import/{confId} (rules/conferenceImport.ts).
import { z } from "zod";
import { IMPORT_FORMATS } from "../../rules/conferenceImport.js";
import type { ImportReport } from "../../rules/conferenceImport.js";
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

type _Agrees = Assert<Same<z.output<typeof importReportAnswer>, ImportReport>>;
