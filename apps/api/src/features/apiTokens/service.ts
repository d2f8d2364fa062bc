import type { ApiTokenScope, ApiTokenSummary, CreateApiTokenInput, CreatedApiToken } from "@symposia/domain";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import { isoIn } from "../../db/time.js";
import { API_TOKEN_PREFIX, type AuthUser, hashToken, newToken } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import * as repo from "./repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

type Row = Awaited<ReturnType<typeof repo.listTokens>>[number];

const summary = (row: Row): ApiTokenSummary => ({
  id: Number(row.id),
  name: row.name,
  scopes: row.scopes.split(" ").filter(Boolean) as ApiTokenScope[],
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  expires_at: row.expires_at,
});

/** Makes a token and answers it this once; only its hash is kept. `write` implies `read`. */
export async function createToken(
  ctx: AppContext,
  user: AuthUser,
  input: CreateApiTokenInput,
): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  const scopes = input.scopes.includes("write") ? ["read", "write"] : ["read"];
  return ctx.db.transaction().execute(async (trx) => {
    const row = await repo.insertToken(trx, {
      user_id: user.id,
      name: input.name,
      token_hash: hashToken(token),
      scopes: scopes.join(" "),
      expires_at: isoIn(input.expires_in_days * DAY_MS),
    });
    await recordAudit(trx, {
      actorId: user.id,
      action: "user.api_token.create",
      entityType: "api_token",
      entityId: Number(row.id),
      details: { name: input.name, scopes },
    });
    return { ...summary(row), token };
  });
}

export async function listTokens(ctx: AppContext, user: AuthUser): Promise<ApiTokenSummary[]> {
  return (await repo.listTokens(ctx.db, user.id)).map(summary);
}

/** Revokes one of the caller's own tokens (another user's token does not exist for them: 404). */
export async function revokeToken(ctx: AppContext, user: AuthUser, tokenId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.revokeToken(trx, user.id, tokenId))) throw notFound("API token");
    await recordAudit(trx, {
      actorId: user.id,
      action: "user.api_token.revoke",
      entityType: "api_token",
      entityId: tokenId,
    });
  });
}
