// Paper data that several features read: the paper lists (My/All Papers, Reports), one paper
// (the final review) and the file download. Their query keys live here, so every feature
// refreshes the same entries.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { CameraReadyFilter, Paper, PaperSortColumn } from "@symposia/domain";
import { api, apiDownload, type Paged } from "./client";

/** The query of GET /paper/all/{confId}/0 as the screens send it. */
export interface PaperListQuery {
  param_search?: string;
  /** also `score:<field key>` (issue 17, chairs' lists) */
  order_by: PaperSortColumn;
  order_type: "asc" | "desc";
  per_page: number;
  page: number;
  created_by?: boolean;
  status?: number;
  /** issue 16 */
  topic_id?: number;
  /** issue 19: accepted papers with / without their final version */
  camera_ready?: CameraReadyFilter;
  /** issue 19: an extra submission field's key and the answer wanted ("true"/"false" for a checkbox) */
  field?: string;
  field_value?: string;
}

export const paperKeys = {
  all: ["papers"] as const,
  /** every paper list of a conference shares this prefix, so one invalidation refreshes them all */
  conference: (confId: number) => ["papers", confId] as const,
  list: (confId: number, query: PaperListQuery) => [...paperKeys.conference(confId), "list", query] as const,
  detail: (paperId: number) => ["paper", paperId] as const,
};

export async function listPapers(confId: number, query: PaperListQuery, signal?: AbortSignal): Promise<Paged<Paper>> {
  const res = await api.get<Paged<Paper>>(`/paper/all/${confId}/0`, { query: { ...query }, signal });
  return res.result ?? { data: [], total: 0 };
}

/** All Papers' first list: every paper (up to 500) by paper ID, no search or filter. */
export const ALL_PAPERS_FIRST_QUERY: PaperListQuery = { param_search: "", order_by: "paper_sequence", order_type: "asc", per_page: 500, page: 1 };

export const paperListQuery = (confId: number, query: PaperListQuery) =>
  queryOptions({ queryKey: paperKeys.list(confId, query), queryFn: ({ signal }) => listPapers(confId, query, signal) });

/** GET /paper/all/{confId}/0; the previous page stays on screen while the next one loads. */
export function usePaperList(confId: number | null, query: PaperListQuery) {
  return useQuery({ ...paperListQuery(confId ?? 0, query), enabled: confId !== null, placeholderData: keepPreviousData });
}

/** GET /paper/{paperId}: the reviews come as the caller may see them (the server's policy). */
export function usePaperDetail(paperId: number, enabled = true) {
  return useQuery({
    queryKey: paperKeys.detail(paperId),
    queryFn: async ({ signal }) => (await api.get<Paper>(`/paper/${paperId}`, { signal })).result,
    enabled,
  });
}

/** Saves the paper's file as "<paper_sequence>.<ext>"; the spec only logs download failures. */
export function downloadPaper(paper: { id: number; paper_sequence: number }): Promise<void> {
  return apiDownload(`/paper/file/${paper.id}`, `${paper.paper_sequence}`).catch((error: unknown) => console.error(error));
}
