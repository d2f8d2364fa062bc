// The mail to a reviewer a chair names lead reviewer of a paper. It links to the paper's
// discussion page, where the meta-review is written (a signed-out lead signs in and lands there).
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppConfig } from "../../config.js";
import type { OutgoingMail } from "../../mail/outbox.js";

export function leadDesignatedMail(
  config: AppConfig,
  lead: { email: string; first_name: string },
  paper: { id: number; conf_id: number; paper_sequence: number; paper_title: string },
  conf: { acronym_title: string; event_name: string },
): OutgoingMail {
  return {
    to: lead.email,
    subject: `${conf.acronym_title}: you are the lead reviewer of paper ${paper.paper_sequence}`,
    text: [
      `Hello ${lead.first_name || "there"},`,
      "",
      `A chair of ${conf.event_name} has named you the lead reviewer of paper ${paper.paper_sequence}, "${paper.paper_title}".`,
      "Once every review is in, you lead its discussion and write the meta-review with a recommendation.",
      "",
      `The paper's discussion and meta-review: ${config.publicUrl}/paper/discussion/${paper.id}`,
      "",
      `— ${PRODUCT_NAME}`,
    ].join("\n"),
    contextType: "paper_lead",
    contextId: paper.id,
    confId: paper.conf_id,
  };
}
