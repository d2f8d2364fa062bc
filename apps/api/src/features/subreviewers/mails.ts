// Subreviewer mails. The request names the paper by number and title only: the subreviewer learns
// the authors (if ever) from the subreview page, which applies the anonymity rules.
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppConfig } from "../../config.js";
import type { OutgoingMail } from "../../mail/outbox.js";

export function subreviewRequestMail(
  config: AppConfig,
  to: { email: string; first_name: string },
  facts: {
    subreviewId: number;
    confId: number;
    acronym: string;
    paperSequence: number;
    paperTitle: string;
    askerName: string;
    setPasswordLink: string | null;
  },
): OutgoingMail {
  return {
    to: to.email,
    subject: `${facts.acronym}: would you review paper #${facts.paperSequence}?`,
    text: [
      `Hello ${to.first_name || "there"},`,
      "",
      `${facts.askerName}, a member of the programme committee of ${facts.acronym}, asks you ` +
        `to review paper #${facts.paperSequence} "${facts.paperTitle}" as their subreviewer.`,
      "",
      ...(facts.setPasswordLink
        ? [
            "An account has been created for you. Choose your password with this link (it works once and expires in 14 days):",
            facts.setPasswordLink,
            "",
          ]
        : []),
      `Read the paper and write your review here: ${config.publicUrl}/subreview/${facts.subreviewId}`,
      "",
      `— ${PRODUCT_NAME}`,
    ].join("\n"),
    contextType: "subreview_request",
    contextId: facts.subreviewId,
    confId: facts.confId,
  };
}

export function subreviewReturnedMail(
  config: AppConfig,
  to: { email: string; first_name: string },
  facts: { subreviewId: number; confId: number; acronym: string; paperSequence: number; message: string | undefined },
): OutgoingMail {
  return {
    to: to.email,
    subject: `${facts.acronym}: your review of paper #${facts.paperSequence} was sent back`,
    text: [
      `Hello ${to.first_name || "there"},`,
      "",
      `The reviewer who asked you sent your review of paper #${facts.paperSequence} back for changes.`,
      ...(facts.message ? ["", facts.message] : []),
      "",
      `Change it here: ${config.publicUrl}/subreview/${facts.subreviewId}`,
      "",
      `— ${PRODUCT_NAME}`,
    ].join("\n"),
    contextType: "subreview_returned",
    contextId: facts.subreviewId,
    confId: facts.confId,
  };
}
