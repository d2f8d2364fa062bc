import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { TrackReviewer } from "../../tracks/api/types";
import { invalidateTpc } from "./invalidate";
import type { ManualMember } from "./types";

/** POST /track/reviewer/{trackId}: by reviewer_id, or the manual member fields. */
export function useAddMember(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: { reviewer_id: number } | ManualMember) => api.post<TrackReviewer>(`/track/reviewer/${trackId}`, member),
    onSuccess: () => invalidateTpc(queryClient, confId, trackId),
  });
}
