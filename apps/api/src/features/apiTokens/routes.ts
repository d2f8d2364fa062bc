import type { FastifyInstance } from "fastify";
import { createApiTokenSchema, idParam } from "@symposia/domain";
import { apiTokensAnswer, createdApiTokenAnswer, noResultAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import * as service from "./service.js";

/** Personal API tokens: account calls, so no token (only a signed-in session) manages them. */
export function apiTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Users"];
  defineRoute(app, ctx, {
    method: "POST",
    url: "/users/api-tokens",
    answer: createdApiTokenAnswer,
    access: "user",
    accountCall: true,
    tags,
    body: createApiTokenSchema,
    summary:
      "Create a personal API token (name, scopes read/write, expires_in_days 1-365); the token is answered this once.",
    handler: async ({ user, body }) => ({
      result: await service.createToken(ctx, user, body),
      message: "Your API token has been created. Copy it now: it will not be shown again.",
    }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/users/api-tokens",
    answer: apiTokensAnswer,
    access: "user",
    accountCall: true,
    tags,
    summary: "The caller's personal API tokens: name, scopes, created, last used, expiry (never the token).",
    handler: async ({ user }) => ({ result: await service.listTokens(ctx, user) }),
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/users/api-token/:id",
    answer: noResultAnswer,
    access: "user",
    accountCall: true,
    tags,
    params: idParam,
    summary: "Revoke one of the caller's personal API tokens.",
    handler: async ({ user, params }) => {
      await service.revokeToken(ctx, user, params.id);
      return { message: "The API token has been revoked." };
    },
  });
}
