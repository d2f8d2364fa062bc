// Request schemas of the papers feature. The limits, list options and the pure rules both the server
// and the screens use to decide which paper actions are offered are in ../rules/papers.ts and
// ../rules/paperStatus.ts.
import { z } from "zod";
import { PAPER_STATUS, REPORT_FILTER } from "../options/papers.js";
import {
  CAMERA_READY_FILTERS,
  PAPER_ABSTRACT_MAX,
  PAPER_KEYWORDS_MAX,
  PAPER_LIST_MAX_PER_PAGE,
  PAPER_SORT_COLUMNS,
  PAPER_TITLE_MAX,
  type PaperSortColumn,
} from "../rules/papers.js";
import { isReservedSender, RESERVED_SENDER_MESSAGE } from "../rules/text.js";
import {
  countryField,
  emailField,
  idField,
  oneLineText,
  optionalOneLineText,
  optionalText,
  orderTypeField,
  requiredText,
} from "./common.js";
import { declaredConflictsField, otherCollaboratorsField } from "./conflicts.js";
import { topicIdsField } from "./topics.js";
import { submissionFieldValuesField } from "./submissionForm.js";

const paperFields = {
  track_id: idField("Track"),
  paper_title: oneLineText("Paper title", PAPER_TITLE_MAX),
  keywords: optionalOneLineText("Keywords", PAPER_KEYWORDS_MAX),
  // required by the server unless the conference disables the abstract (the conference decides)
  abstract: optionalText("Abstract", PAPER_ABSTRACT_MAX),
  // the author declares conflicts in the dialog (a JSON array in the multipart body) and
  // names other collaborators; both optional, so the spec's submit contract works without them
  conflicts: declaredConflictsField.optional(),
  other_collaborators: otherCollaboratorsField,
  // the paper's topics (a JSON array in the multipart body); required when the conference has topics
  topic_ids: topicIdsField,
  // answers to the chairs' extra fields (a JSON object); checked against the conference's
  // definitions by checkSubmissionFieldValues; absent on update = unchanged
  fields: submissionFieldValuesField,
};

/** POST /paper/ (multipart; the file arrives as paper_file). */
export const paperSubmitSchema = z.object({ conf_id: idField("Conference"), ...paperFields });

/** POST /paper/update (multipart; the file is optional; paper_file_path is the stored name, ignored). */
export const paperUpdateSchema = z.object({
  paper_id: idField("Paper"),
  ...paperFields,
  paper_file_path: z.string().max(500).optional(),
});

/** POST /paper/author-assign/{paperId}: an existing user, or a person typed by hand. */
export const authorAssignByUserSchema = z.object({
  author_id: idField("Author"),
  // Optional here: the user's profile supplies them when the form leaves them out.
  country: countryField.optional(),
  affiliation: z.string().trim().max(255, "Affiliation must be at most 255 characters.").optional(),
});
export const authorAssignByHandSchema = z.object({
  first_name: oneLineText("First name", 100),
  last_name: oneLineText("Last name", 100),
  email: emailField(),
  country: countryField,
  affiliation: oneLineText("Affiliation", 255),
});
export type AuthorAssignInput = z.infer<typeof authorAssignByUserSchema> | z.infer<typeof authorAssignByHandSchema>;

/** Which of the two author forms a body is: an author_id means "pick an existing user". */
export function parseAuthorAssign(
  body: unknown,
): { success: true; data: AuthorAssignInput } | { success: false; error: z.ZodError } {
  const hasAuthorId =
    typeof body === "object" &&
    body !== null &&
    "author_id" in body &&
    (body as { author_id?: unknown }).author_id !== "" &&
    (body as { author_id?: unknown }).author_id != null;
  const schema = hasAuthorId ? authorAssignByUserSchema : authorAssignByHandSchema;
  return schema.safeParse(body ?? {});
}

/** Dispatches to the right form and reports its field errors as one schema. */
export const authorAssignSchema = z.unknown().transform((body, ctx): AuthorAssignInput => {
  const parsed = parseAuthorAssign(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path as (string | number)[] });
    return z.NEVER;
  }
  return parsed.data;
});

/** POST /paper/status-action/{paperId}: 25 withdraw (author), 30 block (chair side). */
export const paperStatusActionSchema = z.object({
  status: z.coerce.number({ error: "Status must be a number." }).pipe(
    z.union([z.literal(PAPER_STATUS.WITHDRAWN), z.literal(PAPER_STATUS.BLOCKED)], {
      error: "Status must be 25 (withdraw) or 30 (block).",
    }),
  ),
  reason: requiredText("Reason", 2000),
});

/** The sender is a local part at the product's own mail domain; a full address keeps only its local part. */
export const senderLocalPart = z
  .string({ error: "Sender email is required." })
  .trim()
  .min(1, "Sender email is required.")
  .max(254)
  .transform((v) => v.split("@")[0]!.trim())
  .pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9](?:[A-Za-z0-9._+-]{0,62}[A-Za-z0-9])?$/,
        "Sender email must be a valid mailbox name such as chairs.",
      ),
  )
  .refine((v) => !isReservedSender(v), RESERVED_SENDER_MESSAGE);

/** POST /paper/author-mail/{paperId}. */
export const authorMailSchema = z.object({
  sender_email: senderLocalPart,
  subject: oneLineText("Subject", 200),
  message: requiredText("Message", 20000),
});

/** POST /conference/missing-paper-mail/{confId}: the author mail, and `preview: true` to count without sending. */
export const missingPaperMailSchema = authorMailSchema.extend({
  preview: z
    .preprocess((v) => v === true || v === 1 || v === "1" || v === "true", z.boolean())
    .optional()
    .default(false),
});

const booleanQuery = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === "true" || v === "1");

export const paperListParams = z.object({
  id: idField("Id"),
  type: z.coerce
    .number({ error: "type must be 0 (conference) or 1 (track)." })
    .pipe(z.union([z.literal(0), z.literal(1)], { error: "type must be 0 (conference) or 1 (track)." })),
});

/** GET /paper/all/{id}/{0|1}. */
export const paperListQuerySchema = z.object({
  param_search: z.string().trim().max(200, "param_search must be at most 200 characters.").optional().default(""),
  order_by: z
    .string()
    .optional()
    .transform((v) => v ?? "paper_sequence")
    .refine((v) => (PAPER_SORT_COLUMNS as readonly string[]).includes(v) || /^score:[a-z][a-z0-9_]{0,49}$/.test(v), {
      message: `order_by must be one of ${PAPER_SORT_COLUMNS.join(", ")} or score:<field key>.`,
    })
    .transform((v) => v as PaperSortColumn),
  order_type: orderTypeField,
  per_page: z.coerce
    .number({ error: "per_page must be a number." })
    .int("per_page must be a whole number.")
    .min(1, "per_page must be at least 1.")
    .max(PAPER_LIST_MAX_PER_PAGE, `per_page must be at most ${PAPER_LIST_MAX_PER_PAGE}.`)
    .optional()
    .default(500),
  page: z.coerce
    .number({ error: "page must be a number." })
    .int("page must be a whole number.")
    .min(1, "page must be at least 1.")
    .max(1_000_000)
    .optional()
    .default(1),
  created_by: booleanQuery,
  status: z.coerce
    .number({ error: "status must be a number." })
    .int("status must be a whole number.")
    .min(0, "status must be a paper status, 1000 (all) or 1010 (missing paper).")
    .max(REPORT_FILTER.MISSING_PAPER)
    .optional(),
  missing_paper: booleanQuery,
  /** only papers with this topic */
  topic_id: idField("topic_id").optional(),
  /** only accepted papers whose final version is uploaded / missing */
  camera_ready: z.enum(CAMERA_READY_FILTERS, { error: "camera_ready must be uploaded or missing." }).optional(),
  /** only papers whose extra submission field `field` has the answer `field_value` (chairs' lists) */
  field: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, "field must be the key of a submission field.")
    .optional(),
  field_value: z.string().max(2000, "field_value must be at most 2000 characters.").optional(),
});

export type PaperSubmitInput = z.infer<typeof paperSubmitSchema>;
export type PaperUpdateInput = z.infer<typeof paperUpdateSchema>;
export type PaperStatusActionInput = z.infer<typeof paperStatusActionSchema>;
export type AuthorMailInput = z.infer<typeof authorMailSchema>;
export type PaperListQuery = z.infer<typeof paperListQuerySchema>;
