import type { FastifyInstance } from "fastify";
import {
  adminUserUpdateSchema,
  idParam,
  profileUpdateSchema,
  userListQuerySchema,
  userSearchQuerySchema,
} from "@symposia/domain";
import { noResultAnswer, userAnswer, userSearchAnswer, usersPageAnswer } from "@symposia/domain/answer-schemas";
import type { AppContext } from "../../context.js";
import { defineRoute } from "../../http/route.js";
import * as repo from "./repository.js";
import * as service from "./service.js";

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ["Users"];
  defineRoute(app, ctx, {
    method: "GET",
    url: "/users",
    answer: usersPageAnswer,
    access: "admin",
    tags,
    query: userListQuerySchema,
    summary: "Manage Users table: search, sort and page the users (ADMIN).",
    handler: async ({ query }) => ({ result: await repo.listUsers(ctx.db, query) }),
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/users/:id",
    answer: userAnswer,
    access: "user",
    tags,
    params: idParam,
    summary: "One user's profile (the user themself or ADMIN); result is a list with the user first.",
    handler: async ({ user, params }) => ({ result: [await service.getUser(ctx, user, params.id)] }),
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/users/profile-update",
    answer: noResultAnswer,
    access: "user",
    tags,
    body: profileUpdateSchema,
    summary: "Update the caller's own profile.",
    handler: async ({ user, body }) => {
      await service.updateProfile(ctx, user.id, user.id, body);
      return { message: "Your profile has been updated." };
    },
  });
  defineRoute(app, ctx, {
    method: "POST",
    url: "/users/update",
    answer: noResultAnswer,
    access: "admin",
    tags,
    body: adminUserUpdateSchema,
    summary: "Update any user's profile (ADMIN).",
    handler: async ({ user, body }) => {
      await service.updateProfile(ctx, body.user_id, user.id, body);
      return { message: "The user has been updated." };
    },
  });
  defineRoute(app, ctx, {
    method: "DELETE",
    url: "/users/:id",
    answer: noResultAnswer,
    access: "admin",
    tags,
    params: idParam,
    summary: "Deactivate and hide a user (ADMIN; never yourself). Their data stays.",
    handler: async ({ user, params }) => {
      await service.deleteUser(ctx, user, params.id);
      return { message: "The user has been deleted." };
    },
  });
  defineRoute(app, ctx, {
    method: "GET",
    url: "/search-users",
    answer: userSearchAnswer,
    access: "user",
    tags,
    query: userSearchQuerySchema,
    summary:
      "Find active users with a password by prefix of email, first or last name (pickers of chairs, track chairs, OC members and ADMIN; at most 20).",
    handler: async ({ user, query }) => ({ result: await service.searchUsers(ctx, user, query.param_search) }),
  });
}
