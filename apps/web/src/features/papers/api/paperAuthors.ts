import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { paperKeys } from "../../../lib/api/papers";
import type { AddedAuthor } from "@symposia/domain";

export type AuthorAssignBody =
  | { author_id: number; country?: string; affiliation?: string }
  | { first_name: string; last_name: string; email: string; country: string; affiliation: string };

/** POST /paper/author-assign/{paperId}. */
export function useAssignAuthor(confId: number, paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AuthorAssignBody) => api.post<AddedAuthor>(`/paper/author-assign/${paperId}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: paperKeys.conference(confId) }),
  });
}

/** DELETE /paper/author/{authorId}. */
export function useDeleteAuthor(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (authorId: number) => api.delete(`/paper/author/${authorId}`),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: paperKeys.conference(confId) }),
  });
}

/** POST /paper/presenter/{paperId}: the paper's authors mark who presents it. */
export function useChoosePresenter(confId: number, paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (authorId: number) => api.post(`/paper/presenter/${paperId}`, { author_id: authorId }),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: paperKeys.conference(confId) }),
  });
}
