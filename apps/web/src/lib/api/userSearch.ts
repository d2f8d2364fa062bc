// The user search the shared UserSearch picker runs: it lives in lib, not in features/users, so
// components never reach into a feature.
import { useQuery } from "@tanstack/react-query";
import type { UserSearchHit } from "@symposia/domain";
import { api } from "./client";

/** A user as the pickers see them (GET /search-users); declared in the shared package. */
export type { UserSearchHit };

/** The server answers only from 2 characters on (spec: chair and user search minimum). */
export const USER_SEARCH_MIN_CHARS = 2;

export const userSearchKeys = {
  search: (text: string) => ["search-users", text] as const,
};

export async function searchUsers(text: string, signal?: AbortSignal): Promise<UserSearchHit[]> {
  const res = await api.get<UserSearchHit[]>("/search-users", { query: { param_search: text }, signal });
  return res.result ?? [];
}

export function useSearchUsers(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: userSearchKeys.search(trimmed.toLowerCase()),
    queryFn: ({ signal }) => searchUsers(trimmed, signal),
    enabled: trimmed.length >= USER_SEARCH_MIN_CHARS,
    staleTime: 30_000,
  });
}
