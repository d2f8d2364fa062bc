// The mails of the response phase. The chair's "reviews are available" mail goes to authors; the
// close notice goes to reviewers and chairs and names papers by number and title only.
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppConfig } from "../../config.js";
import type { OutgoingMail } from "../../mail/outbox.js";

export interface ResponseMailFacts {
  conference: string;
  acronym: string;
  end: string;
  timezone: string;
}

export const DEFAULT_RESPONSE_HEADING = "{conference}: the reviews of paper #{paper_number} are available";
export const DEFAULT_RESPONSE_MESSAGE = [
  "Dear authors,",
  "",
  'The reviews of your paper #{paper_number} "{paper_title}" submitted to {conference} are available.',
  "You may read them and respond until {response_end}.",
  "",
  "Sign in and open the paper under Submitted Papers: {link}",
  "",
  `— ${PRODUCT_NAME}`,
].join("\n");

export function fillResponseMail(
  template: string,
  config: AppConfig,
  facts: ResponseMailFacts,
  paper: { id: number; paper_sequence: number; paper_title: string },
): string {
  const values: Record<string, string> = {
    conference: facts.acronym,
    paper_number: String(paper.paper_sequence),
    paper_title: paper.paper_title,
    response_end: `${facts.end} (${facts.timezone})`,
    link: `${config.publicUrl}/paper/response/${paper.id}`,
  };
  return template.replace(
    /\{(conference|paper_number|paper_title|response_end|link)\}/g,
    (_m, key: string) => values[key]!,
  );
}

export function responsesClosedMail(
  config: AppConfig,
  to: { email: string; first_name: string },
  facts: {
    acronym: string;
    confId: number;
    papers: { id: number; paper_sequence: number; paper_title: string }[];
    dedupeKey: string;
  },
): OutgoingMail {
  return {
    to: to.email,
    subject: `${facts.acronym}: the authors' responses are in`,
    text: [
      `Hello ${to.first_name || "there"},`,
      "",
      `The authors' response period of ${facts.acronym} has closed. The authors responded on ` +
        `these papers of yours; read each response beside the reviews (you may update your ` +
        `review; the version before the response is kept):`,
      "",
      ...facts.papers.map((p) => `#${p.paper_sequence} "${p.paper_title}": ${config.publicUrl}/paper/response/${p.id}`),
      "",
      `— ${PRODUCT_NAME}`,
    ].join("\n"),
    dedupeKey: facts.dedupeKey,
    contextType: "response_closed",
    contextId: facts.confId,
    confId: facts.confId,
  };
}
