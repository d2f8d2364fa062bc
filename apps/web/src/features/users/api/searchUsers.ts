import { useQuery } from "@tanstack/react-query";
import type { UserSearchHit } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { userKeys } from "./keys";

/** A user as the pickers see them (GET /search-users); declared in the shared package. */
export type { UserSearchHit };

/** The server answers only from 2 characters on (spec: chair and user search minimum). */
export const USER_SEARCH_MIN_CHARS = 2;

export async function searchUsers(text: string, signal?: AbortSignal): Promise<UserSearchHit[]> {
  const res = await api.get<UserSearchHit[]>("/search-users", { query: { param_search: text }, signal });
  return res.result ?? [];
}

export function useSearchUsers(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: userKeys.search(trimmed.toLowerCase()),
    queryFn: ({ signal }) => searchUsers(trimmed, signal),
    enabled: trimmed.length >= USER_SEARCH_MIN_CHARS,
    staleTime: 30_000,
  });
}
