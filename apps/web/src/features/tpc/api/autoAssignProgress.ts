import { useQuery } from "@tanstack/react-query";
import type { AutoAssignProgress } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { tpcKeys } from "./keys";

const POLL_MS = 500;

/** GET /track/auto-assign-progress/{trackId}, polled while `active` (a run is under way). */
export function useAutoAssignProgress(trackId: number, active: boolean) {
  return useQuery({
    queryKey: tpcKeys.autoAssignProgress(trackId),
    queryFn: async ({ signal }) =>
      (await api.get<AutoAssignProgress>(`/track/auto-assign-progress/${trackId}`, { signal })).result,
    enabled: active,
    refetchInterval: active ? POLL_MS : false,
    // a finished run's answer must not be shown as the next run's start
    gcTime: 0,
    staleTime: 0,
  });
}
