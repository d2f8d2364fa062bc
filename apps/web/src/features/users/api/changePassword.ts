import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";

export interface ChangePasswordInput {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * POST /users/changePassword. A 401 is handled by the page (its own alert, sign-out after 6 s),
 * so the client's global 401 alert is turned off here.
 */
export const changePassword = (input: ChangePasswordInput) =>
  api.post("/users/changePassword", input, { unauthorized: { notify: false, delayMs: 6000 } });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { handlesErrors: true } });
}
