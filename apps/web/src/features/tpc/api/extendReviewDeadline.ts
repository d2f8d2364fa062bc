import { useMutation } from "@tanstack/react-query";
import type { ReviewExtension, ReviewExtensionInput } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** POST /paper/review-extension/{paperId}: one reviewer's own hard review deadline for this paper (issue 17). */
export function useExtendReviewDeadline() {
  return useMutation({
    mutationFn: ({ paperId, ...body }: ReviewExtensionInput & { paperId: number }) => api.post<ReviewExtension>(`/paper/review-extension/${paperId}`, body),
    meta: { handlesErrors: true },
  });
}
