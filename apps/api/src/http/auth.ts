import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { nowIso } from "../db/time.js";
import { unauthorized } from "./errors.js";

export interface AuthUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  sessionId: number;
}

/** Opaque bearer tokens: 32 random bytes; only their SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export interface Caller {
  user: AuthUser;
  /** data_version.version as committed when the session was checked (http/responseCache.ts) */
  dataVersion: number;
}

/**
 * Resolves the caller from the bearer token: the session must exist, be unrevoked and unexpired,
 * and its user active. `required` false answers null instead of 401 when no token was sent.
 * The same query reads the data version, so a cached answer costs no second round trip.
 */
export async function authenticate(ctx: AppContext, request: FastifyRequest, required: boolean): Promise<Caller | null> {
  const token = bearerToken(request);
  if (!token) {
    if (required) throw unauthorized();
    return null;
  }
  const row = await ctx.db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select((eb) => [
      "sessions.id as sessionId",
      "users.id as id",
      "users.first_name",
      "users.last_name",
      "users.email",
      "users.role",
      eb.selectFrom("data_version").select("data_version.version").where("data_version.id", "=", 1).as("data_version"),
    ])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", nowIso())
    .where("users.status", "=", 1)
    .where("users.deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  const { data_version, ...user } = row;
  return { user, dataVersion: Number(data_version) };
}
