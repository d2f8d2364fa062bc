// The bulk actions' calls: POST /paper/bulk/{confId} and the selection's downloads
// (POST /paper/bulk-zip/{confId}, POST /paper/bulk-csv/{confId}), and the PC to pick reviewers from.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BulkDownload, ConferencePc, PaperBulkResult, PaperBulkTarget } from "@symposia/domain";
import { api, apiDownload } from "../../../lib/api/client";
import { paperKeys } from "../../../lib/api/papers";

/** Which papers a bulk action is about: chosen rows, or every result of a search. */
export type BulkTarget = { paper_ids: number[] } | { q: string };

/** One bulk call's body: the target, the action and its fields (the server checks them). */
export type BulkBody = BulkTarget & { action: string } & Record<string, unknown>;

/**
 * A fresh key for one confirmed bulk mail send (`request_key`): a retry under it sends nothing
 * again. getRandomValues, not randomUUID, which plain-HTTP installations do not have.
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function useBulkAction(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: BulkBody) => (await api.post<PaperBulkResult>(`/paper/bulk/${confId}`, body)).result,
    onSuccess: (result) => {
      if (!result.preview) void qc.invalidateQueries({ queryKey: paperKeys.conference(confId) });
    },
  });
}

export function downloadSelection(confId: number, kind: BulkDownload, target: PaperBulkTarget): Promise<void> {
  return apiDownload(`/paper/bulk-${kind}/${confId}`, `papers.${kind}`, { body: target });
}

/** GET /conference/pc/{confId}: the members a reviewer or lead is picked from. */
export function useBulkPcMembers(confId: number, enabled: boolean) {
  return useQuery({
    queryKey: ["bulk-pc", confId],
    queryFn: async ({ signal }) => (await api.get<ConferencePc>(`/conference/pc/${confId}`, { signal })).result,
    enabled,
  });
}
