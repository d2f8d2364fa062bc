import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type Paged } from "../../../lib/api/client";
import type { Paper, PaperListQuery } from "./types";

/** Every paper list of a conference shares this prefix, so one invalidation refreshes them all. */
export const papersKey = (confId: number) => ["papers", confId] as const;
export const paperListKey = (confId: number, query: PaperListQuery) => [...papersKey(confId), "list", query] as const;

export async function listPapers(confId: number, query: PaperListQuery, signal?: AbortSignal): Promise<Paged<Paper>> {
  const res = await api.get<Paged<Paper>>(`/paper/all/${confId}/0`, { query: { ...query }, signal });
  return res.result ?? { data: [], total: 0 };
}

/** GET /paper/all/{confId}/0; the previous page stays on screen while the next one loads. */
export function usePaperList(confId: number | null, query: PaperListQuery) {
  return useQuery({
    queryKey: paperListKey(confId ?? 0, query),
    queryFn: ({ signal }) => listPapers(confId!, query, signal),
    enabled: confId !== null,
    placeholderData: keepPreviousData,
  });
}
