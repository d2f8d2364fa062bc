import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { LoginResult } from "@symposia/domain";
import { storeSession } from "../../../lib/auth/session";

export interface LoginInput {
  email: string;
  password: string;
}

/** POST /login (no token). A wrong password answers 401, which is a failed login, not a sign-out. */
export async function login(input: LoginInput) {
  const res = await api.post<LoginResult>("/login", input, { auth: false });
  if (res.success) storeSession(res.result.user, res.result.access_token);
  return res;
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { handlesErrors: true } });
}
