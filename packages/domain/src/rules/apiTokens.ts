// Personal API tokens (Zod-free, so the profile screen can use them without a schema).
export const API_TOKEN_SCOPES = ["read", "write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_NAME_MAX = 100;

/** One token as GET /users/api-tokens lists it (the secret is never answered again). */
export interface ApiTokenSummary {
  id: number;
  name: string;
  scopes: ApiTokenScope[];
  created_at: string;
  last_used_at: string | null;
  expires_at: string;
}

/** POST /users/api-tokens: the summary plus the token itself, answered this once. */
export interface CreatedApiToken extends ApiTokenSummary {
  token: string;
}
