import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { addReviewSchema } from "@symposia/domain";
import type { z } from "zod";
import { api } from "../../../lib/api/client";
import { reviewKeys } from "./keys";

/** The body POST /paper/add-review reads: what the shared schema accepts. */
export type ReviewBody = z.input<typeof addReviewSchema>;

/** POST /paper/add-review/{paperId}: submits or updates the caller's review. */
export function useAddReview(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, ...body }: ReviewBody & { paperId: number }) => api.post(`/paper/add-review/${paperId}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.papers(confId) }),
  });
}
