import type { LoginInput, RegisterInput } from "@symposia/domain";
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { isoIn, nowIso } from "../../db/time.js";
import { type AuthUser, hashToken, newToken } from "../../http/auth.js";
import { AppError, fieldError, unauthorized } from "../../http/errors.js";
import { enqueueMail } from "../../mail/outbox.js";
import { recordAudit } from "../../audit/audit.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { hashPassword, verifyPassword } from "./password.js";
import { createPasswordLink, findUsableToken } from "./passwordTokens.js";
import * as repo from "./repository.js";

const BAD_CREDENTIALS = "These credentials do not match our records.";
const DUPLICATE_EMAIL = "The email has already been taken.";

export async function register(ctx: AppContext, input: RegisterInput): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const existing = await repo.findUserByEmail(trx, input.email);
      if (existing) {
        // An account made by an invitation (no password yet) is claimed by registering.
        if (existing.password_hash === null && existing.deleted_at === null) {
          await trx
            .updateTable("users")
            .set({ ...pickProfile(input), password_hash: passwordHash, status: 1, updated_at: nowIso() })
            .where("id", "=", existing.id)
            .execute();
          await repo.linkEntriesByEmail(trx, existing.id, input.email);
          return existing.id;
        }
        throw fieldError("email", DUPLICATE_EMAIL);
      }
      const id = await repo.insertUser(trx, { ...pickProfile(input), email: input.email, password_hash: passwordHash, role: "USER", status: 1 });
      await repo.linkEntriesByEmail(trx, id, input.email);
      await recordAudit(trx, { actorId: id, action: "user.register", entityType: "user", entityId: id });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("email", DUPLICATE_EMAIL);
    throw error;
  }
}

function pickProfile(input: RegisterInput) {
  return { first_name: input.first_name, last_name: input.last_name, country: input.country, affiliation: input.affiliation };
}

export async function login(ctx: AppContext, input: LoginInput) {
  const user = await repo.findUserByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? null);
  // Wrong password, unknown email and an inactive account all answer alike: no enumeration.
  if (!user || !passwordOk || user.status !== 1 || user.deleted_at !== null) throw unauthorized(BAD_CREDENTIALS);
  const token = newToken();
  await repo.createSession(ctx.db, user.id, hashToken(token), isoIn(ctx.config.sessionTtlHours * 3600_000));
  return {
    user: { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email, role: user.role },
    access_token: token,
  };
}

export async function logout(ctx: AppContext, user: AuthUser): Promise<void> {
  await ctx.db.updateTable("sessions").set({ revoked_at: nowIso() }).where("id", "=", user.sessionId).execute();
}

export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that email, we have sent a link to reset the password.";

export async function sendResetLink(ctx: AppContext, email: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const user = await repo.findUserByEmail(trx, email);
    if (!user || user.status !== 1 || user.deleted_at !== null) return;
    const link = await createPasswordLink(trx, ctx.config, user.id, "FORGOT_PASSWORD");
    await enqueueMail(trx, ctx.config, {
      to: user.email,
      subject: `${PRODUCT_NAME}: reset your password`,
      text: [
        `Hello ${user.first_name},`,
        "",
        `Someone asked to reset the password of your ${PRODUCT_NAME} account. Open this link to choose a new one:`,
        link,
        "",
        "The link works once and expires in one hour. If you did not ask for it, ignore this mail.",
      ].join("\n"),
      contextType: "user",
      contextId: user.id,
    });
  });
}

export async function setPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findUsableToken(trx, token);
    if (!row) throw new AppError(422, "invalid_token", "The link is invalid or has expired. Please ask for a new one.", { token: ["The link is invalid or has expired."] });
    // Spend the token first; a concurrent use of the same token updates nothing and fails.
    const spent = await trx.updateTable("password_tokens").set({ used_at: nowIso() }).where("id", "=", row.id).where("used_at", "is", null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new AppError(422, "invalid_token", "The link is invalid or has expired. Please ask for a new one.", { token: ["The link is invalid or has expired."] });
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: nowIso() }).where("id", "=", row.user_id).execute();
    await repo.revokeSessions(trx, row.user_id);
    await recordAudit(trx, { actorId: row.user_id, action: "user.set_password", entityType: "user", entityId: row.user_id });
  });
}

export async function changePassword(ctx: AppContext, user: AuthUser, oldPassword: string, newPassword: string): Promise<void> {
  const row = await repo.findUserById(ctx.db, user.id);
  if (!row || !(await verifyPassword(oldPassword, row.password_hash))) {
    throw fieldError("old_password", "The old password is incorrect.");
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: nowIso() }).where("id", "=", user.id).execute();
    await repo.revokeSessions(trx, user.id, user.sessionId);
    await recordAudit(trx, { actorId: user.id, action: "user.change_password", entityType: "user", entityId: user.id });
  });
}

/** Makes sure an active ADMIN with this email and password exists (ADMIN_EMAIL on start, the CLI). */
export async function ensureAdmin(ctx: AppContext, email: string, password: string): Promise<"created" | "updated"> {
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    const existing = await repo.findUserByEmail(trx, email);
    if (existing) {
      await trx
        .updateTable("users")
        .set({ role: "ADMIN", status: 1, deleted_at: null, password_hash: passwordHash, updated_at: nowIso() })
        .where("id", "=", existing.id)
        .execute();
      return "updated";
    }
    await repo.insertUser(trx, { first_name: "Admin", last_name: "", email, country: "", affiliation: "", password_hash: passwordHash, role: "ADMIN", status: 1 });
    return "created";
  });
}
