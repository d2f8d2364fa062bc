import { z } from "zod";
import { emailField, oneLineText, optionalOneLineText, passwordField } from "./common.js";

// proving that an account owns its email address.

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: "The link is invalid or has expired." })
    .min(1, "The link is invalid or has expired.")
    .max(200),
});

/** POST /setup/admin (first run): the first administrator of a fresh site. */
export const setupAdminSchema = z.object({
  first_name: oneLineText("First name", 100),
  last_name: optionalOneLineText("Last name", 100),
  email: emailField(),
  password: passwordField(),
});

export type SetupAdminInput = z.infer<typeof setupAdminSchema>;
