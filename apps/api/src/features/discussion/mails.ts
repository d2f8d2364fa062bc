// The mail a discussion participant receives about a new comment. It names the paper by number and
// title only (never its authors: reviewers of a Double-blind conference read it) and the writer as
// the reader may know them.
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppConfig } from "../../config.js";
import type { OutgoingMail } from "../../mail/outbox.js";
import { richTextToPlain } from "../../mail/richTextToPlain.js";

// the mail is plain text: a rich-text comment is read as text, its entities decoded (never "&lt;")
const plain = (comment: string, format: string) => (format === "html" ? richTextToPlain(comment) : comment.trim());

export function newCommentMail(
  config: AppConfig,
  to: { id: number; email: string; first_name: string },
  facts: {
    commentId: number;
    paperId: number;
    paperSequence: number;
    paperTitle: string;
    acronym: string;
    confId: number;
    writerName: string;
    comment: string;
    format: string;
    chairsOnly: boolean;
  },
): OutgoingMail {
  return {
    to: to.email,
    subject: `${facts.acronym}: new comment on paper #${facts.paperSequence}`,
    text: [
      `Hello ${to.first_name || "there"},`,
      "",
      `${facts.writerName} commented on paper #${facts.paperSequence} "${facts.paperTitle}"${facts.chairsOnly ? " (visible to the chairs only)" : ""}:`,
      "",
      plain(facts.comment, facts.format),
      "",
      `Read the discussion: ${config.publicUrl}/paper/discussion/${facts.paperId}`,
      "",
      `You receive these mails as a participant of the discussion; you can switch them off for this conference in the discussion panel.`,
      "",
      `— ${PRODUCT_NAME}`,
    ].join("\n"),
    dedupeKey: `comment:${facts.commentId}:${to.id}`,
    contextType: "paper_comment",
    contextId: facts.commentId,
    confId: facts.confId,
  };
}
