import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AffinityComputeProgress, PaperAffinityMatches } from "@symposia/domain";
import { api } from "../../../lib/api/client";

const POLL_MS = 1000;
export const affinityKeys = {
  progress: (confId: number) => ["affinity-compute", "progress", confId] as const,
  matches: (paperId: number) => ["affinity-compute", "matches", paperId] as const,
};

/** GET /conference/affinity-compute-progress/{confId}, polled while the job runs. */
export function useAffinityProgress(confId: number, enabled: boolean) {
  return useQuery({
    queryKey: affinityKeys.progress(confId),
    queryFn: async ({ signal }) =>
      (await api.get<AffinityComputeProgress>(`/conference/affinity-compute-progress/${confId}`, { signal })).result,
    enabled,
    refetchInterval: (query) => (query.state.data?.status === "running" ? POLL_MS : false),
  });
}

/** POST /conference/affinity-compute/{confId} */
export function useStartAffinityCompute(confId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AffinityComputeProgress>(`/conference/affinity-compute/${confId}`, {}),
    meta: { handlesErrors: true },
    onSuccess: (res) => queryClient.setQueryData(affinityKeys.progress(confId), res.result),
  });
}

/** GET /paper/affinity-matches/{paperId} */
export function usePaperAffinityMatches(paperId: number | null) {
  return useQuery({
    queryKey: affinityKeys.matches(paperId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<PaperAffinityMatches>(`/paper/affinity-matches/${paperId}`, { signal })).result,
    enabled: paperId !== null,
    retry: false,
  });
}
