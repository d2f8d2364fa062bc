import { useQuery } from "@tanstack/react-query";
import type { ConferenceDashboard } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** GET /conference/dashboard/{confId}: the phases, their states, counts and next actions. */
export function useDashboard(confId: number | null) {
  return useQuery({
    queryKey: ["conference-dashboard", confId],
    queryFn: async ({ signal }) =>
      (await api.get<ConferenceDashboard>(`/conference/dashboard/${confId}`, { signal })).result,
    enabled: confId !== null,
    meta: { handlesErrors: true },
  });
}
