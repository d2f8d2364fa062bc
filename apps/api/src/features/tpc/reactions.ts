// What the TPC feature does when another feature's write says so (registered by src/reactions.ts).
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { deleteUnreviewedAssignment, findAssignmentOf } from "./repository.js";

export function tpcReactions(ctx: AppContext): void {
  /**
   * A declared conflict on an existing assignment removes the assignment when no review was
   * submitted; a submitted review stays (no review is ever lost) and the pair shows on the chairs'
   * conflicts-with-reviews list.
   */
  ctx.events.on("conflict.declared", async (trx, { paper, userId, actorId }) => {
    const assignment = await findAssignmentOf(trx, paper.id, userId);
    if (!assignment || assignment.reviewed_at !== null) return;
    // the review may land between our read and this delete: only an unreviewed row goes
    if (!(await deleteUnreviewedAssignment(trx, assignment.id))) return;
    await recordAudit(trx, {
      actorId,
      action: "paper.reviewer.remove",
      entityType: "paper",
      entityId: paper.id,
      confId: paper.conf_id,
      details: { reviewer_id: userId, assignment_id: assignment.id, reason: "conflict of interest" },
    });
  });
}
