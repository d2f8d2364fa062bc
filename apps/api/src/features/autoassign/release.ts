// Releasing assignments to the programme committee: while
// is_assignment_submitted_papers_to_program_committee_enabled is 0 reviewers do not see their
// assignments; switching it to 1 mails each reviewer the list of their papers, through the outbox,
// once per reviewer and conference (the outbox's dedupe key), and stamps assignments_released_at.
import type { Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { enqueueMail } from "../../mail/outbox.js";
import { releasedAssignmentsMail } from "./assignmentMails.js";
import * as repo from "./repository.js";
import { conflictIndexFor } from "../../access/index.js";

/** Called by the conference update when the setting goes from 0 to 1, inside its transaction. */
export async function releaseAssignments(
  trx: Transaction<Database>,
  ctx: AppContext,
  actorId: number,
  confId: number,
): Promise<number> {
  const conf = await repo.releaseConference(trx, confId);
  const rows = await repo.assignmentsToAnnounce(trx, confId);
  const index = await conflictIndexFor(trx, [...new Set(rows.map((r) => r.paper_id))]);
  const byReviewer = new Map<number, typeof rows>();
  for (const r of rows) {
    // a conflicted pair is no assignment to announce
    if (index.isConflicted(r.paper_id, { id: r.user_id, email: r.email, affiliation: r.affiliation })) continue;
    byReviewer.set(r.user_id, [...(byReviewer.get(r.user_id) ?? []), r]);
  }
  const conference = { id: confId, acronym_title: conf.acronym_title, event_name: conf.event_name };
  const mails = [...byReviewer.values()].map((papers) =>
    releasedAssignmentsMail(ctx.config, papers[0]!, conference, papers),
  );
  const queued = await enqueueMail(trx, ctx.config, mails);
  await repo.stampReleased(trx, confId);
  await recordAudit(trx, {
    actorId,
    action: "conference.assignments_release",
    entityType: "conference",
    entityId: confId,
    confId,
    details: { reviewers: mails.length, mails_queued: queued },
  });
  return queued;
}
