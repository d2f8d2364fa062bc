import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Created, TrackFormInput } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { trackKeys } from "../../../lib/api/tracks";

/** POST /track/ */
export const createTrack = (confId: number, input: TrackFormInput) =>
  api.post<Created>("/track/", { conf_id: confId, ...input });

/** POST /track/update/{confId}: the path carries the conference, the body the track. */
export const updateTrack = (confId: number, trackId: number, input: TrackFormInput) =>
  api.post(`/track/update/${confId}`, { track_id: trackId, ...input });

/** Adds a track (no trackId) or updates one; the form shows its own errors. */
export function useSaveTrack(confId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trackId, input }: { trackId: number | null; input: TrackFormInput }) =>
      trackId === null ? createTrack(confId, input) : updateTrack(confId, trackId, input),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackKeys.conference(confId) }),
  });
}
