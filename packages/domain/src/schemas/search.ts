// Request schemas of the paper search, tags and saved searches (the language itself: ../search).
import { z } from "zod";
import { SEARCH_QUERY_MAX } from "../search/parse.js";
import { TAG_NAME_MAX, splitTagValue } from "../search/tagNames.js";
import { BULK_ACTIONS, BULK_MAX_PAPERS, SEARCH_SCOPES } from "../search/terms.js";
import { idField } from "./common.js";
import { paperListQuerySchema } from "./papers.js";

/** GET /paper/search/{confId}: the list's sort and pages, the query, and whose list (all / review). */
export const paperSearchQuerySchema = paperListQuerySchema
  .pick({ order_by: true, order_type: true, per_page: true, page: true })
  .extend({
    q: z.string().max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters.`).optional().default(""),
    scope: z.enum(SEARCH_SCOPES, { error: `scope must be one of ${SEARCH_SCOPES.join(", ")}.` }).optional(),
  });
export type PaperSearchQuery = z.infer<typeof paperSearchQuerySchema>;

const TAG_MESSAGE = `A tag is a name of letters, digits, -, _ and : (at most ${TAG_NAME_MAX}), with ~ or ~~ in front and #number after if wanted.`;
const tagList = z
  .array(
    z
      .string()
      .trim()
      .refine((t) => splitTagValue(t) !== null, TAG_MESSAGE),
  )
  .max(100, "At most 100 tags at once.")
  .optional()
  .default([]);

/** POST /paper/tags/{paperId}: tags to set (`discuss`, `~mine`, `~~pc`, `discuss#3`) and to take off. */
export const paperTagsSchema = z
  .object({ add: tagList, remove: tagList })
  .refine((b) => b.add.length + b.remove.length > 0, { message: "Name a tag to add or remove.", path: ["add"] });
export type PaperTagsInput = z.infer<typeof paperTagsSchema>;

/** POST /conference/saved-searches/{confId} */
export const savedSearchSchema = z.object({
  name: z.string().trim().min(1, "Name the search.").max(60, "A search's name is at most 60 characters."),
  q: z
    .string()
    .trim()
    .min(1, "Type the search to save.")
    .max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters.`),
});
export type SavedSearchInput = z.infer<typeof savedSearchSchema>;

/** DELETE /conference/saved-searches/{confId}?id= */
export const savedSearchDeleteQuery = z.object({ id: idField("Saved search") });

/**
 * POST /paper/bulk/{confId}: the papers (`paper_ids`, or `q` for every result of a search) and the
 * action with its fields (tag / untag: `tags`).
 */
export const paperBulkSchema = z
  .object({
    paper_ids: z
      .array(idField("Paper"))
      .min(1, "Select at least one paper.")
      .max(BULK_MAX_PAPERS, `At most ${BULK_MAX_PAPERS} papers at once.`)
      .optional(),
    q: z.string().max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters.`).optional(),
    action: z.enum(BULK_ACTIONS, { error: `action must be one of ${BULK_ACTIONS.join(", ")}.` }),
    tags: z
      .array(
        z
          .string()
          .trim()
          .refine((t) => splitTagValue(t) !== null, TAG_MESSAGE),
      )
      .min(1, "Name a tag.")
      .max(100, "At most 100 tags at once."),
  })
  .refine((b) => (b.paper_ids === undefined) !== (b.q === undefined), {
    message: "Send either paper_ids or q.",
    path: ["paper_ids"],
  });
export type PaperBulkInput = z.infer<typeof paperBulkSchema>;
