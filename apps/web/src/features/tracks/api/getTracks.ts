import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { Track } from "./types";

export const tracksKey = (confId: number) => ["tracks", confId] as const;

/** GET /track/all/{confId}: the conference's tracks with their chairs. */
export async function getTracks(confId: number, signal?: AbortSignal): Promise<Track[]> {
  return (await api.get<Track[]>(`/track/all/${confId}`, { signal })).result ?? [];
}

export function useTracks(confId: number | null) {
  return useQuery({ queryKey: tracksKey(confId ?? 0), queryFn: ({ signal }) => getTracks(confId!, signal), enabled: confId !== null });
}
