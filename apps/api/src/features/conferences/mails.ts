// The mail to the administrators when someone proposes a conference: nobody else can approve it,
// and the proposer waits on them. (The proposer's mail about the outcome is in service.ts.)
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppConfig } from "../../config.js";
import type { OutgoingMail } from "../../mail/outbox.js";

export function conferenceProposedMail(
  config: AppConfig,
  admin: { id: number; email: string; first_name: string },
  conf: { id: number; event_name: string; acronym_title: string },
  proposer: { first_name: string; last_name: string; email: string },
): OutgoingMail {
  return {
    to: admin.email,
    subject: `${conf.acronym_title}: a new conference awaits approval`,
    text: [
      `Hello ${admin.first_name || "there"},`,
      "",
      `${`${proposer.first_name} ${proposer.last_name}`.trim()} (${proposer.email}) has ` +
        `proposed the conference "${conf.event_name}" (${conf.acronym_title}). It is Pending ` +
        `until an administrator approves or rejects it.`,
      "",
      `Read its settings: ${config.publicUrl}/conference/${conf.id}`,
      `Approve, reject or block it from its card on the conference list: ${config.publicUrl}/conference/allConference`,
      "",
      `— ${PRODUCT_NAME}`,
    ].join("\n"),
    contextType: "conference_proposed",
    contextId: conf.id,
    confId: conf.id,
    dedupeKey: `conference-proposed:${conf.id}:${admin.id}`,
  };
}
