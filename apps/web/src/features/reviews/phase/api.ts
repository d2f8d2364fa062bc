// Calls of the review phase as the reviewer meets it: the phase's deadlines and
// instructions, declining a paper, and the review's attachment.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeclineReviewInput, ReviewAttachmentInfo, ReviewPhaseInfo } from "@symposia/domain";
import { api, apiDownload } from "../../../lib/api/client";
import { reviewKeys } from "../api/keys";

export const phaseKeys = {
  phase: (confId: number) => ["review-phase", confId] as const,
};

/** GET /conference/review-phase/{confId}. */
export const reviewPhaseQuery = (confId: number) =>
  queryOptions({
    queryKey: phaseKeys.phase(confId),
    queryFn: async ({ signal }) =>
      (await api.get<ReviewPhaseInfo>(`/conference/review-phase/${confId}`, { signal })).result,
  });

export function useReviewPhase(confId: number | null) {
  return useQuery({ ...reviewPhaseQuery(confId ?? 0), enabled: confId !== null });
}

/** POST /paper/decline-review/{paperId}: the paper leaves the reviewer's list. */
export function useDeclineReview(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, ...body }: DeclineReviewInput & { paperId: number }) =>
      api.post(`/paper/decline-review/${paperId}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.papers(confId) }),
  });
}

/** POST /paper/review-attachment/{paperId} (multipart `attachment`). */
export function useUploadReviewAttachment(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, file }: { paperId: number; file: File }) => {
      const form = new FormData();
      form.append("attachment", file, file.name);
      return api.post<ReviewAttachmentInfo>(`/paper/review-attachment/${paperId}`, form);
    },
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.papers(confId) }),
  });
}

/** DELETE /paper/review-attachment/{paperId}. */
export function useRemoveReviewAttachment(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (paperId: number) => api.delete(`/paper/review-attachment/${paperId}`),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.papers(confId) }),
  });
}

/** The attachment from its own URL. */
export function downloadReviewAttachment(a: Pick<ReviewAttachmentInfo, "url" | "file_name">): Promise<void> {
  return apiDownload(a.url, a.file_name);
}
