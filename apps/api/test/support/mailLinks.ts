import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../src/context.js";
import { call } from "./testApp.js";

/** The token of the newest link to `page` (e.g. "verify-email") in the outbox mail to `email`, or null. */
export async function tokenFromOutbox(
  ctx: AppContext,
  email: string,
  page: "verify-email" | "reset-password",
): Promise<string | null> {
  const mails = await ctx.db
    .selectFrom("mail_outbox")
    .select(["body_text"])
    .where("to_address", "=", email)
    .orderBy("id", "desc")
    .execute();
  const pattern = new RegExp(`/${page}\\?token=([A-Za-z0-9_\\-%]+)`);
  for (const mail of mails) {
    const match = pattern.exec(mail.body_text);
    if (match) return decodeURIComponent(match[1]!);
  }
  return null;
}

/** Opens the verification link mailed to `email`, as its owner would. */
export async function verifyFromMail(app: FastifyInstance, ctx: AppContext, email: string) {
  const token = await tokenFromOutbox(ctx, email, "verify-email");
  if (!token) throw new Error(`no verification mail to ${email}`);
  return call(app, "POST", "/verify_email", { body: { token } });
}
