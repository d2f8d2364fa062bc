// The discussion of a paper (issue 18): who reads a comment, and the authors' response as sent.

export const COMMENT_VISIBILITIES = ["pc", "chairs"] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

/** The authors' response (responseSchemaFor in ../schemas/discussion.ts checks its word limit). */
export type ResponseInput = { response: string };
