import { z } from "zod";
import { API_TOKEN_MAX_DAYS, API_TOKEN_NAME_MAX, API_TOKEN_SCOPES } from "../rules/apiTokens.js";
import { oneLineText } from "./common.js";

export const createApiTokenSchema = z.object({
  name: oneLineText("Name", API_TOKEN_NAME_MAX),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: `Each scope must be one of ${API_TOKEN_SCOPES.join(", ")}.` }), {
      error: "scopes must be a list.",
    })
    .min(1, "Choose at least one scope.")
    .max(API_TOKEN_SCOPES.length),
  expires_in_days: z.coerce
    .number({ error: "expires_in_days must be a number." })
    .int("expires_in_days must be a whole number.")
    .min(1, "expires_in_days must be between 1 and 365.")
    .max(API_TOKEN_MAX_DAYS, "expires_in_days must be between 1 and 365."),
});

export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;
