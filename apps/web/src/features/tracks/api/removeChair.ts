import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { trackKeys } from "../../../lib/api/tracks";

/** DELETE /track/chair/{chairRecordId} */
export const removeChair = (chairRecordId: number) => api.delete(`/track/chair/${chairRecordId}`);

export function useRemoveChair(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeChair,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trackKeys.detail(trackId) }),
        queryClient.invalidateQueries({ queryKey: trackKeys.conference(confId) }),
      ]),
  });
}
