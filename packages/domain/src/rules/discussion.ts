// The discussion of a paper: who reads a comment, and the authors' response as sent.

export const COMMENT_VISIBILITIES = ["pc", "chairs"] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

/**
 * How a comment's text is meant: text (what a person typed, stored and shown as written, escaped)
 * or html (rich text from an editor, reduced to an allow-list). The client says which; the server
 * never guesses from the text, so "List<String>" or "do not use <script>" stay plain text.
 */
export const COMMENT_FORMATS = ["text", "html"] as const;
export type CommentFormat = (typeof COMMENT_FORMATS)[number];
