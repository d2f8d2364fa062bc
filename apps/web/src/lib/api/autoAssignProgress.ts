// The progress of a running Auto Assign, a track's (the TPC screen's dialog) or a whole conference's
// (the Programme Committee screen's): both calls answer the same shape.
import { useQuery } from "@tanstack/react-query";
import type { AutoAssignProgress } from "@symposia/domain";
import { api } from "./client";

const POLL_MS = 500;

/** Whose run is polled: a track's, or the conference-wide run. */
export type AutoAssignProgressSource = { trackId: number } | { confId: number };

export const autoAssignProgressKeys = {
  of: (source: AutoAssignProgressSource) =>
    "trackId" in source
      ? (["auto-assign-progress", "track", source.trackId] as const)
      : (["auto-assign-progress", "conference", source.confId] as const),
};

const pathOf = (source: AutoAssignProgressSource) =>
  "trackId" in source
    ? `/track/auto-assign-progress/${source.trackId}`
    : `/conference/auto-assign-progress/${source.confId}`;

/** GET /track/auto-assign-progress/{trackId} or /conference/auto-assign-progress/{confId}, polled while `active`. */
export function useAutoAssignProgress(source: AutoAssignProgressSource, active: boolean) {
  return useQuery({
    queryKey: autoAssignProgressKeys.of(source),
    queryFn: async ({ signal }) => (await api.get<AutoAssignProgress>(pathOf(source), { signal })).result,
    enabled: active,
    refetchInterval: active ? POLL_MS : false,
    // a finished run's answer must not be shown as the next run's start
    gcTime: 0,
    staleTime: 0,
  });
}
