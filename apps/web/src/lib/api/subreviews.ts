// The asking reviewer's side of subreviews: shared by Review Papers (the reviewer's own row, from
// the moment of assignment) and the paper's discussion page. The subreviewer's own page is in the
// discussion feature.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubreviewAnswer } from "@symposia/domain";
import { api } from "./client";

export const subreviewKeys = {
  ofPaper: (paperId: number) => ["discussion", "subreviews", paperId] as const,
};

/**
 * GET /paper/subreviews/{paperId}: the asker's requests (all of them for chairs). The subreviewer
 * moves a request on (draft, submitted), not the asker: asked afresh whenever it is shown, unless
 * `askOnMount` is false because the screen around it asked for it as it opened (the discussion page
 * asks beside its other answers, then shows the panel: one showing, one request).
 */
export function useSubreviews(paperId: number, { enabled = true, askOnMount = true } = {}) {
  return useQuery({
    queryKey: subreviewKeys.ofPaper(paperId),
    queryFn: async ({ signal }) =>
      (await api.get<SubreviewAnswer[]>(`/paper/subreviews/${paperId}`, { signal })).result,
    meta: { handlesErrors: true },
    retry: false,
    refetchOnMount: askOnMount ? "always" : false,
    enabled,
  });
}

/** POST /paper/subreviewer/{paperId} */
export function useAskSubreviewer(paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; name: string }) => api.post(`/paper/subreviewer/${paperId}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: subreviewKeys.ofPaper(paperId) }),
  });
}

/** POST /paper/subreview-approve/{id} or /paper/subreview-return/{id} (the asker). */
export function useDecideSubreview(paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, message }: { id: number; approve: boolean; message?: string }) =>
      approve
        ? api.post(`/paper/subreview-approve/${id}`, {})
        : api.post(`/paper/subreview-return/${id}`, message ? { message } : {}),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: subreviewKeys.ofPaper(paperId) }),
  });
}
