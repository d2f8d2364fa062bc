import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ResponseAnswer } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { discussionKeys } from "./keys";

/** GET /paper/response/{paperId}: window, reviews as the caller may read them, the response. */
export function useResponse(paperId: number) {
  return useQuery({
    queryKey: discussionKeys.response(paperId),
    queryFn: async ({ signal }) => (await api.get<ResponseAnswer>(`/paper/response/${paperId}`, { signal })).result,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** POST /paper/response/{paperId} */
export function useSubmitResponse(paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (response: string) => api.post(`/paper/response/${paperId}`, { response }),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: discussionKeys.response(paperId) }),
  });
}
