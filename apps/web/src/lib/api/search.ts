// The paper search, tags and saved searches (GET /paper/search, POST /paper/tags,
// /conference/tags and /conference/saved-searches), read by All Papers and Review Papers.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PaperBulkResult, PaperSearchResult, PaperTag, SavedSearch } from "@symposia/domain";
import { api } from "./client";
import { paperKeys } from "./papers";

export interface PaperSearchParams {
  q: string;
  order_by: string;
  order_type: "asc" | "desc";
  per_page: number;
  page: number;
  /** "review": the caller's own assigned papers (Review Papers) */
  scope?: "all" | "review";
}

export const searchKeys = {
  /** under the conference's paper prefix, so any paper change refreshes the results too */
  results: (confId: number, params: PaperSearchParams) => [...paperKeys.conference(confId), "search", params] as const,
  saved: (confId: number) => ["saved-searches", confId] as const,
  tags: (confId: number) => ["conference-tags", confId] as const,
};

export async function searchPapers(
  confId: number,
  params: PaperSearchParams,
  signal?: AbortSignal,
): Promise<PaperSearchResult> {
  const query: Record<string, string | number> = {
    q: params.q,
    order_by: params.order_by,
    order_type: params.order_type,
    per_page: params.per_page,
    page: params.page,
  };
  if (params.scope) query.scope = params.scope;
  return (await api.get<PaperSearchResult>(`/paper/search/${confId}`, { query, signal })).result;
}

export function usePaperSearch(confId: number | null, params: PaperSearchParams, enabled = true) {
  return useQuery({
    queryKey: searchKeys.results(confId ?? 0, params),
    queryFn: ({ signal }) => searchPapers(confId!, params, signal),
    enabled: confId !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

/** GET /conference/saved-searches/{confId} (chairs; anyone else is refused, which shows nothing) */
export const savedSearchesQuery = (confId: number) =>
  queryOptions({
    queryKey: searchKeys.saved(confId),
    queryFn: async ({ signal }) =>
      (await api.get<SavedSearch[]>(`/conference/saved-searches/${confId}`, { signal })).result,
    meta: { handlesErrors: true },
  });

export function useSavedSearches(confId: number | null, enabled = true) {
  return useQuery({ ...savedSearchesQuery(confId ?? 0), enabled: confId !== null && enabled });
}

export function useSaveSearch(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; q: string }) =>
      (await api.post<SavedSearch[]>(`/conference/saved-searches/${confId}`, body)).result,
    onSuccess: (list) => qc.setQueryData(searchKeys.saved(confId), list),
  });
}

export function useDeleteSavedSearch(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => api.delete(`/conference/saved-searches/${confId}`, { query: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: searchKeys.saved(confId) }),
  });
}

export function useUpdatePaperTags(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ paperId, add = [], remove = [] }: { paperId: number; add?: string[]; remove?: string[] }) =>
      (await api.post<PaperTag[]>(`/paper/tags/${paperId}`, { add, remove })).result,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: paperKeys.conference(confId) });
      void qc.invalidateQueries({ queryKey: searchKeys.tags(confId) });
    },
  });
}

/** POST /paper/bulk/{confId}: tag or untag the papers (paper_ids) or every result of a search (q). */
export function useBulkTags(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { q?: string; paper_ids?: number[]; action: "tag" | "untag"; tags: string[] }) =>
      (await api.post<PaperBulkResult>(`/paper/bulk/${confId}`, body)).result,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: paperKeys.conference(confId) });
      void qc.invalidateQueries({ queryKey: searchKeys.tags(confId) });
    },
  });
}
