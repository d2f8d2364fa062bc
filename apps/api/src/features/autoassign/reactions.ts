// What the auto-assign feature does when another feature's write says so (registered by src/reactions.ts).
import type { AppContext } from "../../context.js";
import { releaseAssignments } from "./release.js";

export function autoAssignReactions(ctx: AppContext): void {
  // the conference update switched the release on: one mail per reviewer, in its transaction
  ctx.events.on("conference.assignments_released", async (trx, event) => {
    await releaseAssignments(trx, ctx, event.actorId, event.confId);
  });
}
