import type { TpcMemberRemoval } from "@symposia/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { invalidateTpc } from "./invalidate";

/** DELETE /track/reviewer/{id} */
export function useRemoveMember(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => api.delete<TpcMemberRemoval>(`/track/reviewer/${memberId}`),
    onSuccess: () => invalidateTpc(queryClient, confId, trackId),
  });
}
