// Once the assignments are released, the reviewers of an Auto Assign run hear of their new papers:
// one mail per reviewer per run (the outbox's dedupe key), written in the run's transaction. Before
// the release nobody is mailed; the release mail lists every paper then.
import type { Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import { enqueueMail } from "../../mail/outbox.js";
import { byReviewer, newAssignmentsMail } from "./assignmentMails.js";
import { assignmentsForMail } from "./repository.js";
import { type TrackWithConference, assignmentsReleasedFor } from "../../access/index.js";

export async function mailRunAssignments(
  trx: Transaction<Database>,
  ctx: AppContext,
  track: TrackWithConference,
  runId: number,
  assignmentIds: readonly number[],
): Promise<number> {
  if (assignmentIds.length === 0 || !(await assignmentsReleasedFor(trx, track.conf_id))) return 0;
  const conference = { id: track.conf_id, acronym_title: track.acronym_title, event_name: track.event_name };
  const groups = byReviewer(await assignmentsForMail(trx, assignmentIds));
  return enqueueMail(
    trx,
    ctx.config,
    groups.map((papers) =>
      newAssignmentsMail(ctx.config, papers[0]!, conference, papers, `assignment-run:${runId}:${papers[0]!.user_id}`),
    ),
  );
}
