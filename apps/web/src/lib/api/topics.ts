import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// Types only: lib/ is loaded eagerly and must not pull the shared package's zod into the login page.
import type { MyTopics, Topic } from "@symposia/domain";
import { api } from "./client";

// The topic calls, in lib/ so the conference, paper, CFP and bidding screens share them.

export const topicsKey = (confId: number) => ["conference-topics", confId] as const;
export const myTopicsKey = (confId: number) => ["my-topics", confId] as const;

/** GET /conference/topics/{confId} */
export const topicsQuery = (confId: number) =>
  queryOptions({
    queryKey: topicsKey(confId),
    queryFn: async ({ signal }) => (await api.get<Topic[]>(`/conference/topics/${confId}`, { signal })).result ?? [],
    staleTime: 60_000,
  });

export function useTopics(confId: number | null) {
  return useQuery({ ...topicsQuery(confId ?? 0), enabled: confId !== null });
}

/** POST /conference/topics/{confId} (chairs): the whole ordered list. */
export function useSaveTopics(confId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topics: { id?: number; name: string }[]) =>
      api.post<Topic[]>(`/conference/topics/${confId}`, { topics }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: topicsKey(confId) }),
    meta: { handlesErrors: true },
  });
}

/** GET /conference/my-topics/{confId} */
export function useMyTopics(confId: number | null) {
  return useQuery({
    queryKey: myTopicsKey(confId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<MyTopics>(`/conference/my-topics/${confId}`, { signal })).result ?? {
        topic_ids: [],
        tpc_track_ids: [],
      },
    enabled: confId !== null,
  });
}

/** POST /conference/my-topics/{confId}: a TPC member's expertise. */
export function useSaveMyTopics(confId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (topicIds: number[]) => api.post<MyTopics>(`/conference/my-topics/${confId}`, { topic_ids: topicIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myTopicsKey(confId) }),
    meta: { handlesErrors: true },
  });
}
