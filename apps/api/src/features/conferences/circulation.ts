import type { CfpCirculationInput } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { AuthUser } from "../../http/auth.js";
import { enqueueMail, senderAt } from "../../mail/outbox.js";
import * as repo from "./repository.js";

/**
 * POST /cfp-circulation-email/: one mail per active user in the chosen stretch of the user list,
 * written to the outbox in the same transaction as the audit entry. Answers how many were queued.
 */
export async function circulateCfp(ctx: AppContext, admin: AuthUser, input: CfpCirculationInput): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const users = await repo.activeUsersInRange(trx, input.start_sequence, input.end_sequence);
    const from = senderAt(ctx.config, input.sender_email);
    const queued = await enqueueMail(
      trx,
      ctx.config,
      users.map((u) => ({
        to: u.email,
        from,
        subject: input.subject,
        text: input.message,
        contextType: "cfp_circulation",
      })),
    );
    await recordAudit(trx, {
      actorId: admin.id,
      action: "cfp.circulate",
      entityType: "cfp_circulation",
      entityId: null,
      details: {
        start_sequence: input.start_sequence,
        end_sequence: input.end_sequence,
        from,
        subject: input.subject,
        queued,
      },
    });
    return queued;
  });
}
