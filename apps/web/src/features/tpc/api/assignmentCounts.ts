import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { AssignmentCounts } from "@symposia/domain";
import { tpcKeys } from "./keys";

/** GET /track/paper-rdetails-count/{trackId} */
export async function getAssignmentCounts(trackId: number, signal?: AbortSignal): Promise<AssignmentCounts> {
  return (await api.get<AssignmentCounts>(`/track/paper-rdetails-count/${trackId}`, { signal })).result;
}

export function useAssignmentCounts(trackId: number | null) {
  return useQuery({
    queryKey: tpcKeys.assignmentCounts(trackId ?? 0),
    queryFn: ({ signal }) => getAssignmentCounts(trackId!, signal),
    enabled: trackId !== null,
  });
}
