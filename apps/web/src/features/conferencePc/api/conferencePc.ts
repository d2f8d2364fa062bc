import { useQuery } from "@tanstack/react-query";
import type { ConferencePc } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** GET /conference/pc/{confId}: every PC member over the conference's tracks. */
export function useConferencePc(confId: number | null) {
  return useQuery({
    queryKey: ["conference-pc", confId],
    queryFn: async ({ signal }) => (await api.get<ConferencePc>(`/conference/pc/${confId}`, { signal })).result,
    enabled: confId !== null,
    meta: { handlesErrors: true },
  });
}
