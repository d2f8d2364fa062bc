import { useMutation } from "@tanstack/react-query";
import type { CfpCirculationInput, CfpCirculationSent } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** POST /cfp-circulation-email/ (ADMIN): answers how many mails were queued. */
export const sendCfpCirculation = (input: CfpCirculationInput) =>
  api.post<CfpCirculationSent>("/cfp-circulation-email/", input);

export function useCfpCirculation() {
  return useMutation({ mutationFn: sendCfpCirculation, meta: { handlesErrors: true } });
}
