import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { reviewKeys } from "./keys";

/** The body the review dialog sends: the answers by field key, and whether it is a draft. */
export interface ReviewBody {
  answers: Record<string, string | number | boolean | null>;
  draft: boolean;
}

/** POST /paper/add-review/{paperId}: submits or updates the caller's review. */
export function useAddReview(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, ...body }: ReviewBody & { paperId: number }) =>
      api.post(`/paper/add-review/${paperId}`, body),
    // the review form's statistics on Reports change with every submitted review
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.papers(confId) }),
  });
}
