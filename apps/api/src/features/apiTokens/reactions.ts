// What the API-token feature does when another feature's write says so (registered by src/reactions.ts).
import type { AppContext } from "../../context.js";
import { revokeAllTokens } from "./repository.js";

export function apiTokenReactions(ctx: AppContext): void {
  // a closed account's scripts stop with it
  ctx.events.on("account.closed", (trx, event) => revokeAllTokens(trx, event.userId));
  // scripts keep working across a password change unless the owner asks otherwise
  ctx.events.on("account.password_changed", async (trx, event) => {
    if (event.endApiTokens) await revokeAllTokens(trx, event.userId);
  });
}
