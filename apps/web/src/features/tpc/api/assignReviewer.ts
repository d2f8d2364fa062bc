import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { ReviewerAssigned } from "@symposia/domain";
import { invalidateTpc } from "./invalidate";

/** POST /paper/reviewer-assign/{paperId}; a refusal (conflict of interest…) is shown by the dialog. */
export function useAssignReviewer(confId: number, trackId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, reviewerId }: { paperId: number; reviewerId: number }) =>
      api.post<ReviewerAssigned>(`/paper/reviewer-assign/${paperId}`, { reviewer_id: reviewerId }),
    onSuccess: () => invalidateTpc(queryClient, confId, trackId),
    meta: { handlesErrors: true },
  });
}
