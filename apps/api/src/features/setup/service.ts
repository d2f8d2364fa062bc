import type { SetupAdminInput } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { nowIso } from "../../db/time.js";
import { recordAudit } from "../../audit/audit.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { conflict } from "../../http/errors.js";
import { assertAcceptablePassword, findUserByEmail, hashPassword, insertUser } from "../accounts/index.js";
import * as repo from "./repository.js";

export const SETUP_CLOSED = "The site already has an administrator; this form is closed.";

/** GET /setup: whether the one-time "Create the administrator account" form is open. */
export async function setupNeeded(ctx: AppContext): Promise<boolean> {
  return !(await repo.setupClosed(ctx.db));
}

/**
 * POST /setup/admin: makes the first administrator of a fresh site. Closed for good once any
 * administrator exists (or the form was used); two requests at once cannot both pass (the claim
 * row's primary key decides).
 */
export async function createFirstAdmin(ctx: AppContext, input: SetupAdminInput): Promise<number> {
  assertAcceptablePassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (await repo.setupClosed(trx)) throw conflict(SETUP_CLOSED);
      if (await findUserByEmail(trx, input.email))
        throw conflict("An account with this email exists; make it an administrator with npm run create-admin.");
      const id = await insertUser(trx, {
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        country: "",
        affiliation: "",
        password_hash: passwordHash,
        role: "ADMIN",
        status: 1,
        // whoever runs the machine is trusted with its first account
        email_verified_at: nowIso(),
      });
      await repo.claimSetup(trx, id);
      await recordAudit(trx, { actorId: id, action: "user.setup_admin", entityType: "user", entityId: id });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SETUP_CLOSED);
    throw error;
  }
}
