import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReviewExtension, ReviewExtensionEntry, ReviewExtensionInput } from "@symposia/domain";
import { api } from "../../../lib/api/client";

const extensionsKey = (paperId: number) => ["review-extensions", paperId] as const;

/** GET /paper/review-extensions/{paperId}: the paper's current extensions (one query shared by every reviewer row). */
export function useReviewExtensions(paperId: number) {
  return useQuery({
    queryKey: extensionsKey(paperId),
    queryFn: async ({ signal }) =>
      (await api.get<ReviewExtensionEntry[]>(`/paper/review-extensions/${paperId}`, { signal })).result ?? [],
    meta: { handlesErrors: true },
  });
}

/** POST /paper/review-extension/{paperId}: one reviewer's own hard review deadline for this paper. */
export function useExtendReviewDeadline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, ...body }: ReviewExtensionInput & { paperId: number }) =>
      api.post<ReviewExtension>(`/paper/review-extension/${paperId}`, body),
    onSuccess: (_res, { paperId }) => queryClient.invalidateQueries({ queryKey: extensionsKey(paperId) }),
    meta: { handlesErrors: true },
  });
}

/** DELETE /paper/review-extension/{paperId}/{reviewerId}: the conference's hard deadline applies again. */
export function useRemoveReviewExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, reviewerId }: { paperId: number; reviewerId: number }) =>
      api.delete(`/paper/review-extension/${paperId}/${reviewerId}`),
    onSuccess: (_res, { paperId }) => queryClient.invalidateQueries({ queryKey: extensionsKey(paperId) }),
    meta: { handlesErrors: true },
  });
}
