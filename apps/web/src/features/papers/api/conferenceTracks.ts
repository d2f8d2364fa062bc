import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";

export interface TrackOption {
  id: number;
  track_name: string;
}

/** The conference's tracks for the paper form's select (GET /track/all/{confId}). */
export function useTrackOptions(confId: number | null) {
  return useQuery({
    queryKey: ["tracks", confId, "options"],
    queryFn: async ({ signal }) => (await api.get<TrackOption[]>(`/track/all/${confId}`, { signal })).result ?? [],
    enabled: confId !== null,
    staleTime: 60_000,
  });
}
