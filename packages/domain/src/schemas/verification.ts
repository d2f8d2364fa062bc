import { z } from "zod";

// Issue 15: proving that an account owns its email address.

export const verifyEmailSchema = z.object({
  token: z.string({ error: "The link is invalid or has expired." }).min(1, "The link is invalid or has expired.").max(200),
});

/** The user of the login answer; `email_verified` false shows the banner with "Send the link again". */
export interface SessionUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  email_verified: boolean;
}
