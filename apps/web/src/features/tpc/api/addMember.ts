import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { TrackReviewer, tpcMemberManualSchema } from "@symposia/domain";
import type { z } from "zod";
import { invalidateTpc } from "./invalidate";

/** POST /track/reviewer/{trackId}: by reviewer_id, or the manual member fields. */
export function useAddMember(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: { reviewer_id: number } | z.input<typeof tpcMemberManualSchema>) =>
      api.post<TrackReviewer>(`/track/reviewer/${trackId}`, member),
    onSuccess: () => invalidateTpc(queryClient, confId, trackId),
  });
}
