import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { trackKeys } from "../../../lib/api/tracks";

/** DELETE /track/{trackId} (refused with 409 while the track holds papers). */
export const deleteTrack = (trackId: number) => api.delete(`/track/${trackId}`);

export function useDeleteTrack(confId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTrack,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackKeys.conference(confId) }),
  });
}
