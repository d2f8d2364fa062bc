import type { ProfileUpdateInput, UserSearchHit } from "@symposia/domain";
import type { Kysely, Transaction } from "kysely";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, forbidden, notFound } from "../../http/errors.js";
import { recordAudit } from "../../audit/audit.js";
import { canSearchUsers, leavesNoActiveAdmin, mayReceiveRole } from "../../policy/index.js";
import * as repo from "./repository.js";

export async function getUser(ctx: AppContext, caller: AuthUser, id: number) {
  if (caller.id !== id && caller.role !== "ADMIN") throw forbidden("You may only view your own profile.");
  const user = await repo.getPublicUser(ctx.db, id);
  if (!user) throw notFound("User");
  return user;
}

export async function updateProfile(
  ctx: AppContext,
  userId: number,
  actorId: number,
  input: ProfileUpdateInput & { status?: 0 | 1 },
) {
  await ctx.db.transaction().execute(async (trx) => {
    const target = await repo.findUndeletedUser(trx, userId);
    if (!target) throw notFound("User");
    // Nobody could approve a conference or manage users any more.
    const deactivatingSelfAdmin = input.status === 0 && userId === actorId && target.role === "ADMIN";
    const otherActiveAdmins = deactivatingSelfAdmin ? await repo.countOtherActiveAdmins(trx, userId) : 1;
    if (
      leavesNoActiveAdmin({
        deactivating: input.status === 0,
        self: userId === actorId,
        targetRole: target.role,
        otherActiveAdmins,
      })
    ) {
      throw conflict(
        "You are the last active administrator: make someone else an administrator before deactivating your account.",
      );
    }
    await repo.updateUserProfile(trx, userId, input);
    // a deactivated account's sessions and API tokens end (the accounts and API-token features' reactions)
    if (input.status === 0) await ctx.events.publish(trx, { type: "account.closed", userId });
    await recordAudit(trx, {
      actorId,
      action: "user.update",
      entityType: "user",
      entityId: userId,
      details: { ...input },
    });
  });
}

/** Whether the caller may use the user picker (and so see any pickable account): policy canSearchUsers. */
export async function mayPickUsers(
  db: Kysely<Database> | Transaction<Database>,
  caller: Pick<AuthUser, "id" | "role">,
): Promise<boolean> {
  const managesAny = caller.role === "ADMIN" || (await repo.managesAnyConference(db, caller.id));
  return canSearchUsers(caller, managesAny);
}

/**
 * GET /search-users: only for those who pick users (chairs, track chairs, OC members of an Approved
 * conference, ADMIN). Each hit says whether a role given to it attaches now (email_verified: true)
 * or is held until its owner verifies the address (false: "awaiting email verification").
 */
export async function searchUsers(ctx: AppContext, caller: AuthUser, text: string): Promise<UserSearchHit[]> {
  if (!(await mayPickUsers(ctx.db, caller))) {
    throw forbidden(
      "Only chairs, track chairs and organising-committee members of an approved conference can search users.",
    );
  }
  const rows = await repo.searchActiveUsers(ctx.db, text);
  return rows.map(({ email_verified_at, password_hash, ...hit }) => ({
    ...hit,
    email_verified: mayReceiveRole({ email_verified_at, password_hash }),
  }));
}

/** "Deleting" a user deactivates and hides them; their papers and reviews stay. */
export async function deleteUser(ctx: AppContext, caller: AuthUser, id: number) {
  if (caller.id === id) throw conflict("You cannot delete your own account.");
  await ctx.db.transaction().execute(async (trx) => {
    const target = await repo.findUndeletedUser(trx, id);
    if (!target) throw notFound("User");
    await repo.softDeleteUser(trx, id);
    await ctx.events.publish(trx, { type: "account.closed", userId: id });
    await recordAudit(trx, { actorId: caller.id, action: "user.delete", entityType: "user", entityId: id });
  });
}
