import type { QueryClient } from "@tanstack/react-query";
import { trackKeys } from "../../../lib/api/tracks";
import { tpcKeys } from "./keys";

/** After a TPC change: the track cards, the track's members, its counts and its papers. */
export function invalidateTpc(queryClient: QueryClient, confId: number, trackId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trackKeys.conference(confId) }),
    queryClient.invalidateQueries({ queryKey: trackKeys.detail(trackId) }),
    queryClient.invalidateQueries({ queryKey: tpcKeys.assignmentCounts(trackId) }),
    queryClient.invalidateQueries({ queryKey: tpcKeys.trackPapers(trackId) }),
  ]);
}
