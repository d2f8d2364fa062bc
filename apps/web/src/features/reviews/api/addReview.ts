import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { reviewPapersKey } from "./reviewPapers";

export interface ReviewBody {
  reviewer_evaluation: number;
  reviewer_confidence: number;
  reviewer_remarks: string;
  reviewer_confidential_remarks: string;
}

/** POST /paper/add-review/{paperId}: submits or updates the caller's review. */
export function useAddReview(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, ...body }: ReviewBody & { paperId: number }) => api.post(`/paper/add-review/${paperId}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewPapersKey(confId) }),
  });
}
