import { useMutation, useQuery } from "@tanstack/react-query";
import type { CfpCirculationInput } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** POST /cfp-circulation-email/ (ADMIN): answers how many mails were queued. */
export const sendCfpCirculation = (input: CfpCirculationInput) => api.post<{ count: number }>("/cfp-circulation-email/", input);

export function useCfpCirculation() {
  return useMutation({ mutationFn: sendCfpCirculation, meta: { handlesErrors: true } });
}

/** GET /site/mail-domain: the domain appended to the typed sender local part. */
export function useMailDomain() {
  return useQuery({
    queryKey: ["site", "mail-domain"],
    queryFn: async ({ signal }) => (await api.get<{ mail_domain: string }>("/site/mail-domain", { signal, auth: false })).result.mail_domain,
    staleTime: Infinity,
  });
}
