import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { paperKeys } from "../../../lib/api/papers";
import { reportKeys } from "../../../lib/api/reports";

export interface FinalReviewBody {
  decision: string;
  final_decision_remark: string;
}

/** POST /paper/final-review/{paperId}; every paper list shows the new status afterwards. */
export function useFinalReview(paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FinalReviewBody) => api.post(`/paper/final-review/${paperId}`, body),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: paperKeys.detail(paperId) }),
        qc.invalidateQueries({ queryKey: paperKeys.all }),
        qc.invalidateQueries({ queryKey: reportKeys.all }),
      ]);
    },
  });
}
