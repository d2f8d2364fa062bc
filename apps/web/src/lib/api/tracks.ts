// Track data that several features read (Tracks, TPC, the paper form's track select). Their query
// keys live here, so a TPC change refreshes the track cards the Tracks screen shows.
import { useQuery } from "@tanstack/react-query";
import type { Track } from "@symposia/domain";
import { api } from "./client";

export const trackKeys = {
  /** the conference's tracks; a prefix of `options`, so refreshing the tracks refreshes the select too */
  conference: (confId: number) => ["tracks", confId] as const,
  options: (confId: number | null) => ["tracks", confId, "options"] as const,
  detail: (trackId: number) => ["track", trackId] as const,
};

/** GET /track/all/{confId}: the conference's tracks with their chairs. */
export async function getTracks(confId: number, signal?: AbortSignal): Promise<Track[]> {
  return (await api.get<Track[]>(`/track/all/${confId}`, { signal })).result ?? [];
}

export function useTracks(confId: number | null) {
  return useQuery({
    queryKey: trackKeys.conference(confId ?? 0),
    queryFn: ({ signal }) => getTracks(confId!, signal),
    enabled: confId !== null,
  });
}

/** GET /track/{trackId}: one track; the chairs and TPC dialogs read its chair and reviewer data. */
export async function getTrack(trackId: number, signal?: AbortSignal): Promise<Track> {
  return (await api.get<Track>(`/track/${trackId}`, { signal })).result;
}

export function useTrack(trackId: number | null) {
  return useQuery({
    queryKey: trackKeys.detail(trackId ?? 0),
    queryFn: ({ signal }) => getTrack(trackId!, signal),
    enabled: trackId !== null,
  });
}

/** The conference's tracks for the paper form's select (GET /track/all/{confId}). */
export function useTrackOptions(confId: number | null) {
  return useQuery({
    queryKey: trackKeys.options(confId),
    queryFn: async ({ signal }) =>
      (await api.get<Pick<Track, "id" | "track_name">[]>(`/track/all/${confId}`, { signal })).result ?? [],
    enabled: confId !== null,
    staleTime: 60_000,
  });
}
