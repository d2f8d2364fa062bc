import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { conferenceKeys } from "../../../lib/api/conferences";
import type { ConferenceListItem } from "@symposia/domain";

/** GET /conference: the conferences the caller may see. */
export async function listConferences(signal?: AbortSignal): Promise<ConferenceListItem[]> {
  const res = await api.get<ConferenceListItem[]>("/conference", { signal });
  return res.result ?? [];
}

/** The page shows its own danger alert for a failed load (part 1 §8). */
export const conferenceListQuery = () =>
  queryOptions({
    queryKey: conferenceKeys.list(),
    queryFn: ({ signal }) => listConferences(signal),
    meta: { handlesErrors: true },
  });

export function useConferenceList() {
  return useQuery(conferenceListQuery());
}
