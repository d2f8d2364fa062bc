import { useMutation } from "@tanstack/react-query";
import type { changePasswordSchema } from "@symposia/domain";
import type { z } from "zod";
import { api } from "../../../lib/api/client";

/** The Change Password form's values, as the shared schema reads them. */
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/**
 * POST /users/changePassword. A 401 is handled by the page (its own alert, sign-out after 6 s),
 * so the client's global 401 alert is turned off here.
 */
export const changePassword = (input: ChangePasswordInput) =>
  api.post("/users/changePassword", input, { unauthorized: { notify: false, delayMs: 6000 } });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}
