import type { QueryClient } from "@tanstack/react-query";
import { trackKey } from "../../tracks/api/getTrack";
import { tracksKey } from "../../tracks/api/getTracks";
import { trackPapersKey } from "./trackPapers";
import { assignmentCountsKey } from "./assignmentCounts";

/** After a TPC change: the track cards, the track's members, its counts and its papers. */
export function invalidateTpc(queryClient: QueryClient, confId: number, trackId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tracksKey(confId) }),
    queryClient.invalidateQueries({ queryKey: trackKey(trackId) }),
    queryClient.invalidateQueries({ queryKey: assignmentCountsKey(trackId) }),
    queryClient.invalidateQueries({ queryKey: trackPapersKey(trackId) }),
  ]);
}
