import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubreviewPaper, addReviewSchema } from "@symposia/domain";
import type { z } from "zod";
import { api } from "../../../lib/api/client";
import { mySubreviewsKey } from "../../../lib/api/discussion";
import { discussionKeys } from "./keys";

/** GET /paper/subreview/{id}: one subreview with its paper. */
export function useSubreview(id: number) {
  return useQuery({
    queryKey: discussionKeys.subreview(id),
    queryFn: async ({ signal }) => (await api.get<SubreviewPaper>(`/paper/subreview/${id}`, { signal })).result,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** POST /paper/subreview/{id}: the subreviewer's review. */
export function useWriteSubreview(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof addReviewSchema>) => api.post(`/paper/subreview/${id}`, body),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: discussionKeys.subreview(id) });
      await qc.invalidateQueries({ queryKey: mySubreviewsKey });
    },
  });
}
