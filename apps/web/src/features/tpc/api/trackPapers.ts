import { useQuery } from "@tanstack/react-query";
import { api, type Paged } from "../../../lib/api/client";
import type { Paper } from "@symposia/domain";
import { tpcKeys } from "./keys";

export const TRACK_PAPERS_PAGE_SIZE = 500; // spec: Track Papers default 500
/** GET /paper/all/{trackId}/1: the papers of one track, with their reviewers. */
export async function getTrackPapers(trackId: number, page: number, signal?: AbortSignal): Promise<Paged<Paper>> {
  const res = await api.get<Paged<Paper>>(`/paper/all/${trackId}/1`, {
    query: { order_by: "paper_sequence", order_type: "asc", per_page: TRACK_PAPERS_PAGE_SIZE, page },
    signal,
  });
  return res.result ?? { data: [], total: 0 };
}

export function useTrackPapers(trackId: number | null, page: number) {
  return useQuery({
    queryKey: tpcKeys.trackPapersPage(trackId ?? 0, page),
    queryFn: ({ signal }) => getTrackPapers(trackId!, page, signal),
    enabled: trackId !== null,
  });
}
