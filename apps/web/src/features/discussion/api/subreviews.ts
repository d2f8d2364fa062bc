import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubreviewAnswer, SubreviewPaper, addReviewSchema } from "@symposia/domain";
import type { z } from "zod";
import { api } from "../../../lib/api/client";
import { mySubreviewsKey } from "../../../lib/api/discussion";
import { discussionKeys } from "./keys";

/** GET /paper/subreviews/{paperId}: the asker's requests (all of them for chairs). */
export function useSubreviews(paperId: number, enabled = true) {
  return useQuery({
    queryKey: discussionKeys.subreviews(paperId),
    queryFn: async ({ signal }) => (await api.get<SubreviewAnswer[]>(`/paper/subreviews/${paperId}`, { signal })).result,
    meta: { handlesErrors: true },
    retry: false,
    enabled,
  });
}

/** GET /paper/subreview/{id}: one subreview with its paper. */
export function useSubreview(id: number) {
  return useQuery({
    queryKey: discussionKeys.subreview(id),
    queryFn: async ({ signal }) => (await api.get<SubreviewPaper>(`/paper/subreview/${id}`, { signal })).result,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** POST /paper/subreviewer/{paperId} */
export function useAskSubreviewer(paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; name: string }) => api.post(`/paper/subreviewer/${paperId}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: discussionKeys.subreviews(paperId) }),
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

/** POST /paper/subreview-approve/{id} or /paper/subreview-return/{id} (the asker). */
export function useDecideSubreview(paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, message }: { id: number; approve: boolean; message?: string }) =>
      approve ? api.post(`/paper/subreview-approve/${id}`, {}) : api.post(`/paper/subreview-return/${id}`, message ? { message } : {}),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: discussionKeys.subreviews(paperId) }),
  });
}
