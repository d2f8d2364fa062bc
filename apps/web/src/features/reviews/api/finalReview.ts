import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { Paper } from "../../papers/api/types";

export const paperDetailKey = (paperId: number) => ["paper", paperId] as const;

/** GET /paper/{paperId}: the reviews come as the caller may see them (the server's policy). */
export function usePaperDetail(paperId: number, enabled = true) {
  return useQuery({
    queryKey: paperDetailKey(paperId),
    queryFn: async ({ signal }) => (await api.get<Paper>(`/paper/${paperId}`, { signal })).result,
    enabled,
  });
}

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
        qc.invalidateQueries({ queryKey: paperDetailKey(paperId) }),
        qc.invalidateQueries({ queryKey: ["papers"] }),
        qc.invalidateQueries({ queryKey: ["reports"] }),
      ]);
    },
  });
}
