import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { invalidateTpc } from "./invalidate";
import type { AutoAssignOutcome } from "@symposia/domain";

/** POST /track/paper-reviewer-auto-assign/{trackId} */
export function useAutoAssign(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (perPaper: number) =>
      api.post<AutoAssignOutcome>(`/track/paper-reviewer-auto-assign/${trackId}`, {
        number_of_reviewers_per_paper: perPaper,
      }),
    onSuccess: () => invalidateTpc(queryClient, confId, trackId),
    meta: { handlesErrors: true },
  });
}
