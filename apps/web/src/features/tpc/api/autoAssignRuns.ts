import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { invalidateTpc } from "./invalidate";
import type { AssignmentBalance, AssignmentObjective, AutoAssignOutcome } from "@symposia/domain";

/** The dialog's balance, objective and low-affinity threshold, as the body spells them. */
export interface AutoAssignChoices {
  balance: AssignmentBalance;
  objective: AssignmentObjective;
  low_affinity_threshold: number;
}

/** POST /track/paper-reviewer-auto-assign/{trackId} with preview: a draft with its statistics, nothing written. */
export function useAutoAssignPreview(trackId: number) {
  return useMutation({
    mutationFn: (input: { perPaper: number; maxPapers: number | null; choices: AutoAssignChoices }) =>
      api.post<AutoAssignOutcome>(`/track/paper-reviewer-auto-assign/${trackId}`, {
        number_of_reviewers_per_paper: input.perPaper,
        ...(input.maxPapers ? { max_papers_per_reviewer: input.maxPapers } : {}),
        ...input.choices,
        preview: true,
      }),
    meta: { handlesErrors: true },
  });
}

/** POST /track/auto-assign-deploy/{draftId} */
export function useDeployDraft(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: number) => api.post<AutoAssignOutcome>(`/track/auto-assign-deploy/${draftId}`),
    onSuccess: () => invalidateTpc(queryClient, confId, trackId),
    meta: { handlesErrors: true },
  });
}

/** POST /track/auto-assign-undo/{runId} */
export function useUndoRun(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: number) =>
      api.post<{ removed: number; kept_with_review: number }>(`/track/auto-assign-undo/${runId}`),
    onSuccess: () => invalidateTpc(queryClient, confId, trackId),
    meta: { handlesErrors: true },
  });
}
