import type { FastifyInstance } from "fastify";
import {
  changePasswordSchema,
  getLinkSchema,
  loginSchema,
  registerSchema,
  setPasswordSchema,
  verifyEmailSchema,
} from "@symposia/domain";
import { emailVerifiedAnswer, loginAnswer, noResultAnswer, registeredAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import * as service from "./service.js";

export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Accounts"];
  defineRoute(app, ctx, {
    method: "POST",
    url: "/login",
    answer: loginAnswer,
    access: "public",
    tags,
    rateLimited: true,
    body: loginSchema,
    summary: "Sign in with email and password; answers the user and a bearer access token.",
    handler: async ({ body, request }) => ({
      message: "Login successful.",
      result: await service.login(ctx, body, request.ip),
    }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/logout",
    answer: noResultAnswer,
    access: "user",
    accountCall: true,
    tags,
    summary: "Revoke the caller's access token.",
    handler: async ({ user }) => {
      await service.logout(ctx, user);
      return { message: "You have been logged out." };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/register",
    answer: registeredAnswer,
    access: "public",
    tags,
    rateLimited: true,
    body: registerSchema,
    summary: "Create an account (site role USER).",
    handler: async ({ body }) => {
      const outcome = await service.register(ctx, body);
      if (outcome.kind === "invited") return { message: service.INVITED_ACCOUNT_MESSAGE, result: null };
      return {
        message: "Your account has been created. You can now log in. We sent you a link to confirm your email address.",
        result: { id: outcome.id },
      };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/get_link",
    answer: noResultAnswer,
    access: "public",
    tags,
    rateLimited: true,
    body: getLinkSchema,
    summary: "Mail a single-use link to set a new password (same answer for unknown emails).",
    handler: async ({ body }) => {
      await service.sendResetLink(ctx, body.email);
      return { message: service.FORGOT_PASSWORD_MESSAGE };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/set_password",
    answer: noResultAnswer,
    access: "public",
    tags,
    rateLimited: true,
    body: setPasswordSchema,
    summary: "Set a new password with a token from a mailed link; signs the user out everywhere.",
    handler: async ({ body }) => {
      await service.setPassword(ctx, body.token, body.new_password);
      return { message: "Your password has been set. You can now log in." };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/verify_email",
    answer: emailVerifiedAnswer,
    access: "public",
    tags,
    rateLimited: true,
    body: verifyEmailSchema,
    summary: "Confirm the account's email address with the token of the mailed link (single use, expires).",
    handler: async ({ body }) => {
      await service.verifyEmail(ctx, body.token);
      return { message: "Your email address is confirmed.", result: { email_verified: true } };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/verify_email/resend",
    answer: noResultAnswer,
    access: "user",
    accountCall: true,
    tags,
    rateLimited: true,
    summary: "Mail the caller a new link to confirm their email address (409 when already confirmed).",
    handler: async ({ user }) => {
      await service.resendVerification(ctx, user);
      return { message: service.VERIFICATION_SENT_MESSAGE };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/users/changePassword",
    answer: noResultAnswer,
    access: "user",
    accountCall: true,
    tags,
    body: changePasswordSchema,
    summary:
      "Change the caller's password; the caller's other sessions are revoked (and personal API tokens, with revoke_api_tokens).",
    handler: async ({ user, body }) => {
      await service.changePassword(ctx, user, body.old_password, body.new_password, body.revoke_api_tokens === true);
      return { message: "Your password has been changed." };
    },
  });
}
