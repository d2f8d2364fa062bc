import { useMutation } from "@tanstack/react-query";
import type { CfpCirculationInput } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** POST /cfp-circulation-email/ (ADMIN): answers how many mails were queued. */
export const sendCfpCirculation = (input: CfpCirculationInput) =>
  api.post<{ count: number }>("/cfp-circulation-email/", input);

export function useCfpCirculation() {
  return useMutation({ mutationFn: sendCfpCirculation, meta: { handlesErrors: true } });
}
