import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { OfflineUploadResult } from "@symposia/domain";
import { api, apiDownload } from "../../../lib/api/client";
import { reviewKeys } from "./keys";

/** GET /paper/offline-review-form/{confId}: the plain-text form for one paper or all of the caller's. */
export function downloadOfflineForm(confId: number, paperId?: number): Promise<void> {
  return apiDownload(`/paper/offline-review-form/${confId}`, "review-form.txt", {
    query: paperId === undefined ? {} : { paper_id: paperId },
  });
}

/** POST /paper/offline-review-form/{confId}: the filled-in file's text; answers what happened to each paper. */
export function useUploadOfflineForm(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; draft: boolean }) =>
      api.post<OfflineUploadResult>(`/paper/offline-review-form/${confId}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewKeys.papers(confId) }),
  });
}
