import type { AppContext } from "./context.js";
import { accountReactions } from "./features/accounts/reactions.js";
import { apiTokenReactions } from "./features/apiTokens/reactions.js";
import { autoAssignReactions } from "./features/autoassign/reactions.js";
import { tpcReactions } from "./features/tpc/reactions.js";

// The reaction table: like the route table (routes.ts) it sits above the features and may import
// any of them, so that a feature publishing an event (events/) never imports the features that
// act on it. Registered once per application, then sealed (events/bus.ts says why).

/** Every feature's reactions to the others' events, in the order they run. */
export function registerReactions(ctx: AppContext): void {
  // sessions end before API tokens, as the direct calls did
  accountReactions(ctx);
  apiTokenReactions(ctx);
  autoAssignReactions(ctx);
  tpcReactions(ctx);
  ctx.events.seal();
}
