import { useMutation } from "@tanstack/react-query";
import type { RegisterInput, Registered } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** POST /register (no token). A duplicate email answers 422 with `result.email[0]`. */
export const register = (input: RegisterInput) => api.post<Registered>("/register", input, { auth: false });

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { handlesErrors: true } });
}
