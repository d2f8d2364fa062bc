import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TrackChairAdded } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { trackKeys } from "../../../lib/api/tracks";

/** POST /track/chair-assign/{trackId} */
export const assignChair = (trackId: number, chairId: number) =>
  api.post<TrackChairAdded>(`/track/chair-assign/${trackId}`, { chair_id: chairId });

export function useAssignChair(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chairId: number) => assignChair(trackId, chairId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trackKeys.detail(trackId) }),
        queryClient.invalidateQueries({ queryKey: trackKeys.conference(confId) }),
      ]),
  });
}
