import { createHash, randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { nowIso } from "../db/time.js";
import { findApiTokenCaller, findSessionCaller, touchApiToken } from "./authRepository.js";
import { unauthorized } from "./errors.js";

export interface AuthUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** read with the session, so the caller's own conflicts need no statement of their own */
  affiliation: string | null;
  role: string;
  /** the browser session (0 when the caller signed in with a personal API token) */
  sessionId: number;
  /** set when the caller authenticated with a personal API token rather than a session */
  apiToken?: { id: number; scopes: readonly string[] };
}

/** Personal API tokens carry this prefix, so they are told from session tokens (and found in leaks). */
export const API_TOKEN_PREFIX = "sym_";
/** last_used_at is written at most this often per token: a busy script costs no write per call */
const LAST_USED_RESOLUTION_MS = 60_000;

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
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  required: boolean,
): Promise<Caller | null> {
  const token = bearerToken(request);
  if (!token) {
    if (required) throw unauthorized();
    return null;
  }
  if (token.startsWith(API_TOKEN_PREFIX)) return authenticateApiToken(ctx, token);
  const caller = await sessionCaller(ctx, token);
  if (!caller) throw unauthorized();
  return caller;
}

/** The caller of a browser session's token (unrevoked, unexpired, its user active), or null. */
export async function sessionCaller(ctx: AppContext, token: string): Promise<Caller | null> {
  if (token.startsWith(API_TOKEN_PREFIX)) return null;
  const row = await findSessionCaller(ctx.db, hashToken(token), nowIso());
  if (!row) return null;
  const { data_version, ...user } = row;
  return { user, dataVersion: Number(data_version) };
}

/**
 * A personal API token: unrevoked, unexpired, its user active. Deactivating the user revokes the
 * token too (users service), but the join on users.status refuses it even before that.
 */
async function authenticateApiToken(ctx: AppContext, token: string): Promise<Caller> {
  const now = nowIso();
  const row = await findApiTokenCaller(ctx.db, hashToken(token), now);
  if (!row) throw unauthorized();
  const { data_version, tokenId, scopes, last_used_at, ...user } = row;
  if (!last_used_at || Date.parse(now) - Date.parse(last_used_at) >= LAST_USED_RESOLUTION_MS) {
    await touchApiToken(ctx.db, tokenId, now);
  }
  return {
    user: { ...user, sessionId: 0, apiToken: { id: tokenId, scopes: scopes.split(" ").filter(Boolean) } },
    dataVersion: Number(data_version),
  };
}
