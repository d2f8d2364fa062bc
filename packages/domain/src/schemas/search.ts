// Request schemas of the paper search, tags and saved searches (the language itself: ../search).
import { z } from "zod";
import { SEARCH_QUERY_MAX } from "../search/parse.js";
import { TAG_NAME_MAX, splitTagValue } from "../search/tagNames.js";
import { BULK_ACTIONS, BULK_MAX_PAPERS, SEARCH_SCOPES, type BulkAction } from "../search/terms.js";
import { idField, oneLineText, requiredText } from "./common.js";
import { paperListQuerySchema, senderLocalPart } from "./papers.js";

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

const bulkTarget = {
  paper_ids: z
    .array(idField("Paper"))
    .min(1, "Select at least one paper.")
    .max(BULK_MAX_PAPERS, `At most ${BULK_MAX_PAPERS} papers at once.`)
    .optional(),
  q: z.string().max(SEARCH_QUERY_MAX, `q must be at most ${SEARCH_QUERY_MAX} characters.`).optional(),
};
const oneTarget = {
  check: (b: { paper_ids?: unknown; q?: unknown }) => (b.paper_ids === undefined) !== (b.q === undefined),
  message: "Send either paper_ids or q.",
};

/** POST /paper/bulk-zip/{confId} and POST /paper/bulk-csv/{confId}: the papers, by ids or by a search. */
export const paperBulkTargetSchema = z
  .object(bulkTarget)
  .refine(oneTarget.check, { message: oneTarget.message, path: ["paper_ids"] });
export type PaperBulkTargetBody = z.infer<typeof paperBulkTargetSchema>;

const BULK_REQUEST_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Which fields each bulk action needs (the rest are ignored). */
const NEEDS: Record<BulkAction, readonly string[]> = {
  tag: ["tags"],
  untag: ["tags"],
  assign: ["reviewer_id"],
  unassign: ["reviewer_id"],
  lead: ["reviewer_id"],
  decision: ["decision", "final_decision_remark"],
  mail_authors: ["sender_email", "subject", "message"],
  mail_reviewers: ["sender_email", "subject", "message"],
};
const NEED_MESSAGE: Record<string, string> = {
  tags: "Name a tag.",
  reviewer_id: "Reviewer is required.",
  decision: "Decision is required.",
  final_decision_remark: "Final decision remark is required.",
  sender_email: "The sender is required.",
  subject: "Subject is required.",
  message: "Message is required.",
};

/**
 * POST /paper/bulk/{confId}: the papers (`paper_ids`, or `q` for every result of a search) and the
 * action with its fields: tag / untag `tags`; assign / unassign / lead `reviewer_id`; decision
 * `decision` and `final_decision_remark`; mail_authors / mail_reviewers `sender_email`, `subject`,
 * `message` and `preview` (count and sample, nothing sent), and `request_key`: the client's key of
 * one confirmed send. A send repeated with the same key (a retry after a lost answer) sends nothing
 * again and answers what the first answered; keys are the caller's own, per conference. Previews
 * and the other actions ignore it.
 */
export const paperBulkSchema = z
  .object({
    ...bulkTarget,
    action: z.enum(BULK_ACTIONS, { error: `action must be one of ${BULK_ACTIONS.join(", ")}.` }),
    tags: z
      .array(
        z
          .string()
          .trim()
          .refine((t) => splitTagValue(t) !== null, TAG_MESSAGE),
      )
      .min(1, "Name a tag.")
      .max(100, "At most 100 tags at once.")
      .optional(),
    reviewer_id: idField("Reviewer").optional(),
    // checked against the conference's decision list by the server
    decision: oneLineText("Decision", 100).optional(),
    final_decision_remark: requiredText("Final decision remark", 20_000).optional(),
    sender_email: senderLocalPart.optional(),
    subject: oneLineText("Subject", 200).optional(),
    message: requiredText("Message", 20000).optional(),
    preview: z.boolean().optional().default(false),
    request_key: z.string().regex(BULK_REQUEST_KEY, "request_key must be 8 to 100 letters, digits, - or _.").optional(),
  })
  .refine(oneTarget.check, { message: oneTarget.message, path: ["paper_ids"] })
  .superRefine((b, rc) => {
    for (const field of NEEDS[b.action]) {
      if ((b as Record<string, unknown>)[field] === undefined)
        rc.addIssue({ code: "custom", path: [field], message: NEED_MESSAGE[field] ?? `${field} is required.` });
    }
  });
export type PaperBulkInput = z.infer<typeof paperBulkSchema>;
