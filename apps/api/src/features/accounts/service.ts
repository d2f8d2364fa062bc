import type { LoginInput, LoginResult, RegisterInput } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { isoIn, nowIso } from "../../db/time.js";
import { type AuthUser, hashToken, newToken } from "../../http/auth.js";
import { AppError, fieldError, unauthorized } from "../../http/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import { recordAudit } from "../../audit/audit.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "./password.js";
import { firstInInterval, recordFailedLogin, refuseAttackingAddress } from "../../http/rateLimit.js";
import { claimInvitedAccountMail, resetPasswordMail, verifyEmailMail } from "./mails.js";
import { createPasswordLink, findUsableToken, spendPasswordToken } from "./passwordTokens.js";
import {
  createVerificationLink,
  findVerificationToken,
  spendVerificationToken,
  voidVerificationTokens,
} from "./verificationTokens.js";
import * as repo from "./repository.js";

const BAD_CREDENTIALS = "These credentials do not match our records.";
const DUPLICATE_EMAIL = "The email has already been taken.";

/** A new account, or the address belongs to an invitee's account and was mailed its set-password link. */
export type RegisterOutcome = { kind: "created"; id: number } | { kind: "invited" };

export const INVITED_ACCOUNT_MESSAGE =
  "An account was already made for this address when you were invited: we sent you a link to set your password.";

export async function register(ctx: AppContext, input: RegisterInput): Promise<RegisterOutcome> {
  assertAcceptablePassword(input.password, "password");
  const passwordHash = await hashPassword(input.password);
  const existing = await repo.findUserByEmail(ctx.db, input.email);
  if (existing) {
    // An account made by an invitation (no password yet) is claimed only through a link mailed
    // to its address: registering with it proves nothing and grants nothing.
    if (existing.password_hash !== null || existing.deleted_at !== null || existing.status !== 1)
      throw fieldError("email", DUPLICATE_EMAIL);
    if (await firstInInterval(ctx, `claim:${existing.id}`, ctx.config.resetMailIntervalMs)) {
      await ctx.db.transaction().execute(async (trx) => {
        const link = await createPasswordLink(trx, ctx.config, existing.id, "INVITATION");
        await enqueueMail(trx, ctx.config, claimInvitedAccountMail(existing, link));
      });
    }
    return { kind: "invited" };
  }
  try {
    return await ctx.db.transaction().execute(async (trx): Promise<RegisterOutcome> => {
      const id = await repo.insertUser(trx, {
        ...pickProfile(input),
        email: input.email,
        password_hash: passwordHash,
        role: "USER",
        status: 1,
      });
      const link = await createVerificationLink(trx, ctx.config, id);
      await enqueueMail(
        trx,
        ctx.config,
        verifyEmailMail({ id, email: input.email.trim(), first_name: input.first_name }, link),
      );
      await recordAudit(trx, { actorId: id, action: "user.register", entityType: "user", entityId: id });
      return { kind: "created", id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("email", DUPLICATE_EMAIL);
    throw error;
  }
}

function pickProfile(input: RegisterInput) {
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    country: input.country,
    affiliation: input.affiliation,
  };
}

/** POST /login from the client `address` (its failures are counted apart from its successes, http/rateLimit.ts). */
export async function login(ctx: AppContext, input: LoginInput, address: string): Promise<LoginResult> {
  await refuseAttackingAddress(ctx, address, input.email);
  const user = await repo.findUserByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? null);
  // Wrong password, unknown email and an inactive account all answer alike: no enumeration.
  if (!user || !passwordOk || user.status !== 1 || user.deleted_at !== null) {
    await recordFailedLogin(ctx, address, input.email);
    throw unauthorized(BAD_CREDENTIALS);
  }
  const token = newToken();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.createSession(trx, user.id, hashToken(token), isoIn(ctx.config.sessionTtlHours * 3600_000));
    // Rows typed with this (proven) address since the last sign-in become the account's.
    await repo.linkEntriesByEmail(trx, user.id);
  });
  return {
    user: {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      role: user.role,
      email_verified: user.email_verified_at !== null,
    },
    access_token: token,
  };
}

const INVALID_LINK = "The link is invalid or has expired. Please ask for a new one.";

/** POST /verify_email: the mailed link proves the address; rows typed with it attach now. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findVerificationToken(trx, token);
    if (!row || row.expires_at <= nowIso())
      throw new AppError(422, "invalid_token", INVALID_LINK, { token: ["The link is invalid or has expired."] });
    if (row.used_at !== null || !(await spendVerificationToken(trx, row.id))) {
      throw new AppError(
        409,
        "token_used",
        "This link has already been used. Sign in, or ask for a new link from the banner.",
      );
    }
    await repo.markEmailVerified(trx, row.user_id);
    await voidVerificationTokens(trx, row.user_id);
    await repo.linkEntriesByEmail(trx, row.user_id);
    await recordAudit(trx, {
      actorId: row.user_id,
      action: "user.verify_email",
      entityType: "user",
      entityId: row.user_id,
    });
  });
}

export const VERIFICATION_SENT_MESSAGE =
  "We sent a new link to your email address. It works once and expires in three days.";

/** POST /verify_email/resend: a fresh link, at most one mail per interval (same answer either way). */
export async function resendVerification(ctx: AppContext, caller: AuthUser): Promise<void> {
  const user = await repo.findUserById(ctx.db, caller.id);
  if (!user) throw unauthorized();
  if (user.email_verified_at !== null)
    throw new AppError(409, "already_verified", "Your email address is already verified.");
  if (!(await firstInInterval(ctx, `verify:${user.id}`, ctx.config.resetMailIntervalMs))) return;
  await ctx.db.transaction().execute(async (trx) => {
    const link = await createVerificationLink(trx, ctx.config, user.id);
    await enqueueMail(trx, ctx.config, verifyEmailMail(user, link));
  });
}

export async function logout(ctx: AppContext, user: AuthUser): Promise<void> {
  await repo.revokeSession(ctx.db, user.sessionId);
}

export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we have sent a link to reset the password.";

export async function sendResetLink(ctx: AppContext, email: string): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || user.status !== 1 || user.deleted_at !== null) return;
  // One reset mail per account per interval, whoever asks: the answer is the same either way.
  if (!(await firstInInterval(ctx, `reset:${user.id}`, ctx.config.resetMailIntervalMs))) return;
  await ctx.db.transaction().execute(async (trx) => {
    const link = await createPasswordLink(trx, ctx.config, user.id, "FORGOT_PASSWORD");
    await enqueueMail(trx, ctx.config, resetPasswordMail(user, link));
  });
}

export async function setPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  assertAcceptablePassword(newPassword, "new_password");
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findUsableToken(trx, token);
    if (!row)
      throw new AppError(422, "invalid_token", "The link is invalid or has expired. Please ask for a new one.", {
        token: ["The link is invalid or has expired."],
      });
    // Spend the token first; a concurrent use of the same token updates nothing and fails.
    if (!(await spendPasswordToken(trx, row.id)))
      throw new AppError(422, "invalid_token", "The link is invalid or has expired. Please ask for a new one.", {
        token: ["The link is invalid or has expired."],
      });
    await repo.setPasswordHash(trx, row.user_id, passwordHash);
    await repo.voidPasswordTokens(trx, row.user_id);
    await repo.revokeSessions(trx, row.user_id);
    // The link came through the mailbox, so it proves the address as the verification link does.
    await repo.markEmailVerified(trx, row.user_id);
    await repo.linkEntriesByEmail(trx, row.user_id);
    await recordAudit(trx, {
      actorId: row.user_id,
      action: "user.set_password",
      entityType: "user",
      entityId: row.user_id,
    });
  });
}

export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  oldPassword: string,
  newPassword: string,
  revokeApiTokens = false,
): Promise<void> {
  const row = await repo.findUserById(ctx.db, user.id);
  if (!row || !(await verifyPassword(oldPassword, row.password_hash))) {
    throw fieldError("old_password", "The old password is incorrect.");
  }
  assertAcceptablePassword(newPassword, "new_password");
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setPasswordHash(trx, user.id, passwordHash);
    await repo.voidPasswordTokens(trx, user.id);
    await repo.revokeSessions(trx, user.id, user.sessionId);
    // the API-token feature ends the tokens when the owner asked (features/apiTokens/reactions.ts)
    await ctx.events.publish(trx, { type: "account.password_changed", userId: user.id, endApiTokens: revokeApiTokens });
    await recordAudit(trx, { actorId: user.id, action: "user.change_password", entityType: "user", entityId: user.id });
  });
}

/**
 * Makes sure an active ADMIN with this email and password exists (ADMIN_EMAIL on start, the CLI).
 * An account that becomes an administrator, or whose password the operator sets, is signed out
 * everywhere: a session opened before (by its owner as a plain user, or by whoever knew or reset
 * the old password) must not carry the new powers. An account already set so is left alone, so a
 * restart with ADMIN_EMAIL does not sign the administrator out.
 */
export async function ensureAdmin(
  ctx: AppContext,
  email: string,
  password: string,
): Promise<"created" | "updated" | "unchanged"> {
  assertAcceptablePassword(password, "password");
  const current = await repo.findUserByEmail(ctx.db, email);
  const alreadySo =
    current?.role === "ADMIN" &&
    current.status === 1 &&
    current.deleted_at === null &&
    current.email_verified_at !== null;
  if (alreadySo && (await verifyPassword(password, current.password_hash))) return "unchanged";
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await repo.findUserByEmail(trx, email);
    if (existing) {
      await repo.restoreAsAdmin(trx, existing.id, passwordHash, existing.email_verified_at ?? nowIso());
      await repo.revokeSessions(trx, existing.id);
      await repo.voidPasswordTokens(trx, existing.id);
      await recordAudit(trx, {
        actorId: null,
        action: "user.make_admin",
        entityType: "user",
        entityId: existing.id,
        details: { was_role: existing.role },
      });
      return "updated";
    }
    await repo.insertUser(trx, {
      first_name: "Admin",
      last_name: "",
      email,
      country: "",
      affiliation: "",
      password_hash: passwordHash,
      role: "ADMIN",
      status: 1,
      email_verified_at: nowIso(),
    });
    return "created";
  });
}
