import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { invalidateTpc } from "./invalidate";
import type { AutoAssignChoices } from "./autoAssignRuns";
import type { AutoAssignOutcome } from "@symposia/domain";

/** POST /track/paper-reviewer-auto-assign/{trackId} */
export function useAutoAssign(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { perPaper: number; maxPapers: number | null; choices: AutoAssignChoices }) =>
      api.post<AutoAssignOutcome>(`/track/paper-reviewer-auto-assign/${trackId}`, {
        number_of_reviewers_per_paper: input.perPaper,
        ...(input.maxPapers ? { max_papers_per_reviewer: input.maxPapers } : {}),
        ...input.choices,
      }),
    onSuccess: () => invalidateTpc(queryClient, confId, trackId),
    meta: { handlesErrors: true },
  });
}
