import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";

/** POST /get_link: mails a single-use set-password link (same answer for unknown emails). */
export const requestPasswordLink = (email: string) =>
  api.post("/get_link", { email, op_type: "FORGOT_PASSWORD" }, { auth: false });

export function useRequestPasswordLink() {
  return useMutation({ mutationFn: requestPasswordLink, meta: { handlesErrors: true } });
}

export interface SetPasswordInput {
  token: string;
  new_password: string;
  confirm_password: string;
}

/** POST /set_password with the token from the mailed link. */
export const setPassword = (input: SetPasswordInput) => api.post("/set_password", input, { auth: false });

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword, meta: { handlesErrors: true } });
}
