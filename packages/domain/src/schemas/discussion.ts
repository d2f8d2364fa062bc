import { z } from "zod";
import { COMMENT_FORMATS, COMMENT_VISIBILITIES } from "../rules/discussion.js";
import { countWords } from "../rules/text.js";
import { emailField, flagField, idField, oneLineText, requiredText } from "./common.js";

// Request schemas of the review discussion: the discussion of a paper, its lead reviewer and meta-review, the
// authors' response and subreviewers. The response's words are counted by countWords (../rules/text.ts),
// the one counter for every word limit of the app, so the form's counter and the server's 422 always agree.

const COMMENT_MAX = 20_000;
const commentFormat = z.enum(COMMENT_FORMATS, { error: "Comment format must be text or html." });

export const commentSchema = z.object({
  comment: requiredText("Comment", COMMENT_MAX),
  visibility: z.enum(COMMENT_VISIBILITIES, { error: "Visibility must be pc or chairs." }).default("pc"),
  /** text unless the client says its comment is rich text (html) */
  comment_format: commentFormat.default("text"),
});
export type CommentInput = z.infer<typeof commentSchema>;

export const commentUpdateSchema = z.object({
  comment: requiredText("Comment", COMMENT_MAX),
  visibility: z.enum(COMMENT_VISIBILITIES, { error: "Visibility must be pc or chairs." }).optional(),
  /** the comment's format so far when omitted */
  comment_format: commentFormat.optional(),
});
export type CommentUpdateInput = z.infer<typeof commentUpdateSchema>;

/** A chair pins (1) or unpins (0) a paper "in discussion". */
export const discussionPinSchema = z.object({ in_discussion: flagField("In discussion") });
/** A person switches the discussion mails of a conference on (1) or off (0). */
export const discussionMailSchema = z.object({ discussion_mail: flagField("Discussion mail") });

export const leadReviewerSchema = z.object({ reviewer_id: idField("Reviewer") });

export const metaReviewSchema = z.object({
  meta_review: requiredText("Meta-review", COMMENT_MAX),
  // checked against the conference's decision labels by the server (recommendationLabels)
  recommendation: oneLineText("Recommendation", 100),
});
export type MetaReviewInput = z.infer<typeof metaReviewSchema>;

const RESPONSE_MAX_CHARS = 50_000;

/** The response of a conference with this word limit (null: none). */
export function responseSchemaFor(maxWords: number | null) {
  return z.object({
    response: requiredText("Response", RESPONSE_MAX_CHARS).superRefine((v, ctx) => {
      const words = countWords(v);
      if (maxWords !== null && words > maxWords)
        ctx.addIssue({ code: "custom", message: `Response must be at most ${maxWords} words (it has ${words}).` });
    }),
  });
}

export const subreviewerSchema = z.object({
  email: emailField("Email"),
  /** the person's full name (the account's first and last name when one is made) */
  name: oneLineText("Name", 200),
});

/** The asking reviewer sends a subreview back, with a note for the subreviewer. */
export const subreviewReturnSchema = z.object({
  message: z
    .string({ error: "Message must be text." })
    .trim()
    .max(5000, "Message must be at most 5000 characters.")
    .optional(),
});
export type SubreviewerInput = z.infer<typeof subreviewerSchema>;

/** The chair's "reviews are available, you may respond until …" mail to every author. */
export const responseMailSchema = z.object({
  heading: oneLineText("Heading", 255).optional(),
  message: requiredText("Message", 50_000).optional(),
  preview: flagField("Preview").optional(),
});
