// What the accounts feature does when another feature's write says so (registered by src/reactions.ts).
import type { AppContext } from "../../context.js";
import { revokeSessions } from "./repository.js";

export function accountReactions(ctx: AppContext): void {
  // a closed account is signed out everywhere at once
  ctx.events.on("account.closed", (trx, event) => revokeSessions(trx, event.userId));
}
