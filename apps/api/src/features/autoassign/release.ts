// Releasing assignments to the programme committee (issue 16): while
// is_assignment_submitted_papers_to_program_committee_enabled is 0 reviewers do not see their
// assignments; switching it to 1 mails each reviewer the list of their papers, through the outbox,
// once per reviewer and conference (the outbox's dedupe key), and stamps assignments_released_at.
import { PAPER_STATUS } from "@symposia/domain";
import type { Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { nowIso } from "../../db/time.js";
import { enqueueMail } from "../../mail/outbox.js";
import { releasedAssignmentsMail } from "./assignmentMails.js";
import { conflictIndexFor } from "../../access/index.js";


/** Called by the conference update when the setting goes from 0 to 1, inside its transaction. */
export async function releaseAssignments(trx: Transaction<Database>, ctx: AppContext, actorId: number, confId: number): Promise<number> {
  const conf = await trx.selectFrom("conferences").select(["acronym_title", "event_name"]).where("id", "=", confId).executeTakeFirstOrThrow();
  const rows = await trx
    .selectFrom("paper_reviewers")
    .innerJoin("papers", "papers.id", "paper_reviewers.paper_id")
    .innerJoin("users", "users.id", "paper_reviewers.user_id")
    .select(["paper_reviewers.user_id", "users.email", "users.first_name", "users.last_name", "users.affiliation", "papers.id as paper_id", "papers.paper_sequence", "papers.paper_title"])
    .where("papers.conf_id", "=", confId)
    .where("papers.status", "not in", [PAPER_STATUS.WITHDRAWN, PAPER_STATUS.BLOCKED])
    .where("users.deleted_at", "is", null)
    .orderBy("users.id")
    .orderBy("papers.paper_sequence")
    .execute();
  const index = await conflictIndexFor(trx, [...new Set(rows.map((r) => r.paper_id))]);
  const byReviewer = new Map<number, typeof rows>();
  for (const r of rows) {
    // a conflicted pair is no assignment to announce
    if (index.isConflicted(r.paper_id, { id: r.user_id, email: r.email, affiliation: r.affiliation })) continue;
    byReviewer.set(r.user_id, [...(byReviewer.get(r.user_id) ?? []), r]);
  }
  const conference = { id: confId, acronym_title: conf.acronym_title, event_name: conf.event_name };
  const mails = [...byReviewer.values()].map((papers) => releasedAssignmentsMail(ctx.config, papers[0]!, conference, papers));
  const queued = await enqueueMail(trx, ctx.config, mails);
  await trx.updateTable("conferences").set({ assignments_released_at: nowIso() }).where("id", "=", confId).execute();
  await recordAudit(trx, { actorId, action: "conference.assignments_release", entityType: "conference", entityId: confId, confId, details: { reviewers: mails.length, mails_queued: queued } });
  return queued;
}
