import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { invalidateTpc } from "./invalidate";
import type { InvitationReport } from "@symposia/domain";

/** POST /track/tpc-track-wise-invitation/{confId}/{trackId}: total_data is a JSON string of the lines. */
export function useInviteByLines(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: string[]) =>
      api.post<InvitationReport>(`/track/tpc-track-wise-invitation/${confId}/${trackId}`, {
        total_data: JSON.stringify(lines),
      }),
    onSuccess: () => invalidateTpc(queryClient, confId, trackId),
    meta: { handlesErrors: true },
  });
}
