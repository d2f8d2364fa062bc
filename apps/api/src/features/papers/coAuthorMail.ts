// The mail to a person listed as a co-author. Being listed grants nothing until they confirm, so
// the mail says so and links to the Co-author requests of My Papers, with the Confirm or Decline
// button of this paper ready (the link itself changes nothing: a mail scanner following it must
// not answer for them). Someone without a proven account is told to sign in or sign up first.
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppConfig } from "../../config.js";
import type { OutgoingMail } from "../../mail/outbox.js";

export function coAuthorRequestUrl(
  config: AppConfig,
  confId: number,
  paperId: number,
  answer: "confirm" | "decline",
): string {
  return `${config.publicUrl}/conference/mypapers/${confId}?coauthor=${paperId}&answer=${answer}`;
}

export function coAuthorListedMail(
  config: AppConfig,
  listed: { id: number; email: string; first_name: string; user_id: number | null },
  paper: { id: number; conf_id: number; paper_sequence: number; paper_title: string },
  conf: { acronym_title: string; event_name: string },
  submitter: { first_name: string; last_name: string },
): OutgoingMail {
  const answer = listed.user_id
    ? [
        "Please tell the authors whether this is right:",
        `Confirm: ${coAuthorRequestUrl(config, paper.conf_id, paper.id, "confirm")}`,
        `Decline: ${coAuthorRequestUrl(config, paper.conf_id, paper.id, "decline")}`,
      ]
    : [
        `To confirm or decline, sign in (or create an account) with this address, ${listed.email}, and answer in Co-author requests on My Papers:`,
        coAuthorRequestUrl(config, paper.conf_id, paper.id, "confirm"),
      ];
  return {
    to: listed.email,
    subject: `${conf.acronym_title}: you are listed as a co-author of paper ${paper.paper_sequence}`,
    text: [
      `Hello ${listed.first_name || "there"},`,
      "",
      `${`${submitter.first_name} ${submitter.last_name}`.trim()} listed you as a co-author ` +
        `of paper ${paper.paper_sequence}, "${paper.paper_title}", submitted ` +
        `to ${conf.event_name} (${conf.acronym_title}).`,
      "You become an author (edit, withdraw, see the reviews) only once you confirm.",
      "",
      ...answer,
      "",
      `— ${PRODUCT_NAME}`,
    ].join("\n"),
    contextType: "paper_author",
    contextId: listed.id,
    confId: paper.conf_id,
    dedupeKey: `coauthor-listed:${listed.id}`,
  };
}
