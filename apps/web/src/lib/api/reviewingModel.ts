import { useQuery } from "@tanstack/react-query";
import type { ReviewingModel } from "@symposia/domain";
import { api } from "./client";

/**
 * The conference's `reviewing_model` from GET /conference/{id} (any signed-in user who may see the
 * conference). It reads the same cache entry as the conferences feature's useConference (same key,
 * same first-item shape), so a page that shows both fetches once. null while unknown.
 */
export function useReviewingModel(confId: number | null): ReviewingModel | null {
  const { data } = useQuery({
    queryKey: ["conferences", "detail", confId ?? 0],
    queryFn: async ({ signal }) =>
      (await api.get<Record<string, unknown>[]>(`/conference/${confId}`, { signal, unauthorized: { notify: false } }))
        .result?.[0] ?? null,
    enabled: confId !== null,
    staleTime: 60_000,
    meta: { handlesErrors: true },
    select: (conference) => conference?.reviewing_model,
  });
  return data === "Single-blind" || data === "Double-blind" || data === "Open" ? data : null;
}
