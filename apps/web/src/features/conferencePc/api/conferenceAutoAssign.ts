import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AutoAssignInput, AutoAssignUndone, ConferenceAutoAssignOutcome } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** POST /conference/auto-assign/{confId}: every track at once (a preview stores a draft). */
export function useConferenceAutoAssign(confId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AutoAssignInput) =>
      api.post<ConferenceAutoAssignOutcome>(`/conference/auto-assign/${confId}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["conference-pc", confId] }),
    meta: { handlesErrors: true },
  });
}

/** The track calls deploy and undo a conference's draft and run too. */
export function useConferenceDraftActions(confId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ["conference-pc", confId] });
  return {
    deploy: useMutation({
      mutationFn: (draftId: number) => api.post<ConferenceAutoAssignOutcome>(`/track/auto-assign-deploy/${draftId}`),
      onSuccess,
      meta: { handlesErrors: true },
    }),
    undo: useMutation({
      mutationFn: (runId: number) => api.post<AutoAssignUndone>(`/track/auto-assign-undo/${runId}`),
      onSuccess,
      meta: { handlesErrors: true },
    }),
  };
}
