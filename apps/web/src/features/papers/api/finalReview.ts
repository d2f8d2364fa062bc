import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { paperKeys } from "../../../lib/api/papers";
import { reportKeys } from "../../../lib/api/reports";

/**
 * The Final Review form's fields, as text: the decision select starts from the paper's stored
 * decision, and the schema (client and server) checks it is one of the listed ones.
 */
export interface FinalReviewValues {
  decision: string;
  final_decision_remark: string;
}

/** POST /paper/final-review/{paperId}; every paper list shows the new status afterwards. */
export function useFinalReview(paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FinalReviewValues) => api.post(`/paper/final-review/${paperId}`, body),
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
