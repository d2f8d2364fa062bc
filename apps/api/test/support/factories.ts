import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../src/context.js";
import { hashPassword } from "../../src/features/accounts/password.js";
import { insertUser } from "../../src/features/accounts/repository.js";
import { call } from "./testApp.js";

export const DEFAULT_PASSWORD = "correct horse battery";
let passwordHashCache: string | null = null;

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}.${randomBytes(5).toString("hex")}@example.org`;
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  first_name: string;
  last_name: string;
}

/** Inserts an active user directly (verified unless `verified: false`) (fast: one shared password hash) and signs them in. */
export async function createUser(
  app: FastifyInstance,
  ctx: AppContext,
  overrides: {
    role?: "ADMIN" | "USER";
    first_name?: string;
    last_name?: string;
    email?: string;
    status?: number;
    affiliation?: string;
    country?: string;
    /** false: the owner has not yet proven the address; most scenarios are about verified users */
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  passwordHashCache ??= await hashPassword(DEFAULT_PASSWORD);
  const email = overrides.email ?? uniqueEmail(overrides.role === "ADMIN" ? "admin" : "user");
  const first_name = overrides.first_name ?? "Test";
  const last_name = overrides.last_name ?? "User";
  const id = await insertUser(ctx.db, {
    first_name,
    last_name,
    email,
    country: overrides.country ?? "Germany",
    affiliation: overrides.affiliation ?? "Example University",
    password_hash: passwordHashCache,
    role: overrides.role ?? "USER",
    status: 1,
    email_verified_at: overrides.verified === false ? null : new Date().toISOString(),
  });
  const login = await call(app, "POST", "/login", { body: { email, password: DEFAULT_PASSWORD } });
  if (login.status !== 200) throw new Error(`login failed in factory: ${JSON.stringify(login.body)}`);
  if (overrides.status === 0) await ctx.db.updateTable("users").set({ status: 0 }).where("id", "=", id).execute();
  return { id, email, password: DEFAULT_PASSWORD, token: login.body.result.access_token, first_name, last_name };
}

export const createAdmin = (app: FastifyInstance, ctx: AppContext) => createUser(app, ctx, { role: "ADMIN" });

/** The body of POST /paper/author-assign listing someone by typed name and email (authors cannot pick accounts by id). */
export function listedBy(
  email: string,
  names: { first_name: string; last_name: string } = { first_name: "Listed", last_name: "Person" },
) {
  return {
    first_name: names.first_name,
    last_name: names.last_name,
    email,
    country: "Germany",
    affiliation: "Example University",
  };
}
