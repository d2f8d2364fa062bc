import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { conferenceKeys, type ConferenceDetail } from "./types";

/** GET /conference/{id}: result is a list whose first item is the conference. */
export async function getConference(id: number, signal?: AbortSignal): Promise<ConferenceDetail | null> {
  const res = await api.get<ConferenceDetail[]>(`/conference/${id}`, { signal, unauthorized: { notify: false } });
  return res.result?.[0] ?? null;
}

export function useConference(id: number | null) {
  return useQuery({
    queryKey: conferenceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getConference(id!, signal),
    enabled: id !== null,
    meta: { handlesErrors: true },
  });
}
