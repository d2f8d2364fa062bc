import { useMutation } from "@tanstack/react-query";
import type { EmailVerified } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** POST /verify_email with the token of the mailed link (no session needed). */
export const verifyEmail = (token: string) => api.post<EmailVerified>("/verify_email", { token }, { auth: false });

/** POST /verify_email/resend: a fresh link to the signed-in user's address. */
export const resendVerification = () => api.post("/verify_email/resend", {});

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: { handlesErrors: true } });
}
