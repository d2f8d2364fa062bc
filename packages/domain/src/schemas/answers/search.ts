// Answer schemas of the paper search, bulk action and saved-search calls (answers/search.ts).
import { z } from "zod";
import type { BulkOutcome, PaperBulkResult, PaperSearchResult, SavedSearch } from "../../answers/search.js";
import type { Assert, Same } from "./agree.js";
import { paperAnswer, paperTagAnswer } from "./papers.js";

/** GET /paper/search/{confId} */
export const paperSearchAnswer = z.strictObject({
  data: z.array(paperAnswer.extend({ tags: z.array(paperTagAnswer) })),
  total: z.number(),
  errors: z.array(z.strictObject({ position: z.number(), length: z.number(), term: z.string(), message: z.string() })),
});

const bulkOutcome = z.strictObject({
  paper_id: z.number(),
  paper_sequence: z.number().nullable(),
  done: z.boolean(),
  refusal: z.string().optional(),
  recipients: z.number().optional(),
});

/** POST /paper/bulk/{confId} */
export const paperBulkAnswer = z.strictObject({
  results: z.array(bulkOutcome),
  done: z.number(),
  refused: z.number(),
  preview: z.boolean().optional(),
  recipients: z.number().optional(),
  sample: z.strictObject({ to: z.string(), subject: z.string(), text: z.string() }).nullable().optional(),
});

/** GET and POST /conference/saved-searches/{confId}: the conference's saved searches. */
export const savedSearchesAnswer = z.array(
  z.strictObject({ id: z.number(), name: z.string(), q: z.string(), created_by: z.number(), created_at: z.string() }),
);

type _Agrees = [
  Assert<Same<z.output<typeof paperSearchAnswer>, PaperSearchResult>>,
  Assert<Same<z.output<typeof bulkOutcome>, BulkOutcome>>,
  Assert<Same<z.output<typeof paperBulkAnswer>, PaperBulkResult>>,
  Assert<Same<z.output<typeof savedSearchesAnswer>, SavedSearch[]>>,
];
