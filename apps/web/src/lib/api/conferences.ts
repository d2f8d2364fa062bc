// Conference data that several features read (Conferences, TPC, every page title). Their query
// keys live here, so a conference change refreshes every screen that shows it.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConferenceDetail, ConferenceShortInfo } from "@symposia/domain";
import { api } from "./client";

export const conferenceKeys = {
  all: ["conferences"] as const,
  list: () => ["conferences", "list"] as const,
  detail: (id: number) => ["conferences", "detail", id] as const,
  publicList: () => ["conferences", "public-cfp-list"] as const,
  short: (confId: number) => ["conference-short", confId] as const,
};

/** GET /conference/{id}: result is a list whose first item is the conference. */
export async function getConference(id: number, signal?: AbortSignal): Promise<ConferenceDetail | null> {
  const res = await api.get<ConferenceDetail[]>(`/conference/${id}`, { signal, unauthorized: { notify: false } });
  return res.result?.[0] ?? null;
}

/** GET /conference/{id} as a query: the screens read it with useConference, app/routeData starts it early. */
export const conferenceDetailQuery = (id: number) =>
  queryOptions({
    queryKey: conferenceKeys.detail(id),
    queryFn: ({ signal }) => getConference(id, signal),
    meta: { handlesErrors: true },
  });

export function useConference(id: number | null) {
  return useQuery({ ...conferenceDetailQuery(id ?? 0), enabled: id !== null });
}

/** GET /site/conf/short/{id}: result[0]. */
export async function fetchConferenceShort(confId: number, signal?: AbortSignal): Promise<ConferenceShortInfo | null> {
  const res = await api.get<ConferenceShortInfo[]>(`/site/conf/short/${confId}`, { signal });
  return res.result?.[0] ?? null;
}

/** Name, acronym, dates and submission deadline of a conference (for page titles and deadline checks). */
export const conferenceShortQuery = (confId: number) =>
  queryOptions({
    queryKey: conferenceKeys.short(confId),
    queryFn: ({ signal }) => fetchConferenceShort(confId, signal),
    staleTime: 60_000,
  });

export function useConferenceShort(confId: number | null) {
  return useQuery({ ...conferenceShortQuery(confId ?? 0), enabled: confId !== null });
}
