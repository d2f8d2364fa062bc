import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DiscussionComment, DiscussionThread } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { discussionKeys } from "./keys";

/** GET /paper/comments/{paperId}: the thread as the caller may read it (a 403 says why not yet). */
export function useComments(paperId: number, enabled = true) {
  return useQuery({
    queryKey: discussionKeys.comments(paperId),
    queryFn: async ({ signal }) => (await api.get<DiscussionThread>(`/paper/comments/${paperId}`, { signal })).result,
    enabled,
    meta: { handlesErrors: true },
    retry: false,
  });
}

function useThreadMutation<V>(paperId: number, fn: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: discussionKeys.comments(paperId) }),
  });
}

/** POST /paper/comment/{paperId} */
export const useAddComment = (paperId: number) =>
  useThreadMutation(paperId, (body: { comment: string; visibility: "pc" | "chairs" }) =>
    // the composer is a plain textarea: what was typed is text, stored and shown as written
    api.post<DiscussionComment>(`/paper/comment/${paperId}`, { ...body, comment_format: "text" }),
  );
/** POST /paper/comment-update/{commentId} */
export const useUpdateComment = (paperId: number) =>
  useThreadMutation(
    paperId,
    ({
      id,
      comment,
      comment_format,
    }: {
      id: number;
      comment: string;
      comment_format: DiscussionComment["comment_format"];
    }) => api.post<DiscussionComment>(`/paper/comment-update/${id}`, { comment, comment_format }),
  );
/** DELETE /paper/comment/{commentId} */
export const useDeleteComment = (paperId: number) =>
  useThreadMutation(paperId, (id: number) => api.delete(`/paper/comment/${id}`));
/** POST /paper/discussion-pin/{paperId} */
export const usePinDiscussion = (paperId: number) =>
  useThreadMutation(paperId, (in_discussion: 0 | 1) => api.post(`/paper/discussion-pin/${paperId}`, { in_discussion }));
/** POST /paper/discussion-mail/{paperId} */
export const useDiscussionMail = (paperId: number) =>
  useThreadMutation(paperId, (discussion_mail: 0 | 1) =>
    api.post(`/paper/discussion-mail/${paperId}`, { discussion_mail }),
  );
