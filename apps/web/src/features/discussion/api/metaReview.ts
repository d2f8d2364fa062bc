import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MetaReviewAnswer } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { discussionKeys } from "./keys";

/** GET /paper/meta-review/{paperId} */
export function useMetaReview(paperId: number) {
  return useQuery({
    queryKey: discussionKeys.metaReview(paperId),
    queryFn: async ({ signal }) =>
      (await api.get<MetaReviewAnswer>(`/paper/meta-review/${paperId}`, { signal })).result,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** POST /paper/lead/{paperId} */
export function useChooseLead(paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reviewer_id: number) => api.post(`/paper/lead/${paperId}`, { reviewer_id }),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: discussionKeys.metaReview(paperId) }),
  });
}

/** POST /paper/meta-review/{paperId} */
export function useWriteMetaReview(paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { meta_review: string; recommendation: string }) =>
      api.post(`/paper/meta-review/${paperId}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: discussionKeys.metaReview(paperId) }),
  });
}

/** POST /paper/final-review/{paperId}: the chair decides with the discussion on the same screen. */
export function useFinalDecision(paperId: number) {
  return useMutation({
    mutationFn: (body: { decision: string; final_decision_remark: string }) =>
      api.post(`/paper/final-review/${paperId}`, body),
    meta: { handlesErrors: true },
  });
}
