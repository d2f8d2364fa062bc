import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { Track } from "./types";

export const trackKey = (trackId: number) => ["track", trackId] as const;

/** GET /track/{trackId}: one track; the chairs dialog reads its track_chair_data. */
export async function getTrack(trackId: number, signal?: AbortSignal): Promise<Track> {
  return (await api.get<Track>(`/track/${trackId}`, { signal })).result;
}

export function useTrack(trackId: number | null) {
  return useQuery({ queryKey: trackKey(trackId ?? 0), queryFn: ({ signal }) => getTrack(trackId!, signal), enabled: trackId !== null });
}
