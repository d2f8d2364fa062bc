import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, type Paged } from "../../../lib/api/client";
import type { UserProfile } from "@symposia/domain";
import { userKeys, type UserListParams, type UserSortColumn } from "./keys";

export type { UserListParams, UserSortColumn };

/** GET /users (ADMIN): result {data, total}. */
export async function listUsers(params: UserListParams, signal?: AbortSignal): Promise<Paged<UserProfile>> {
  const res = await api.get<Paged<UserProfile>>("/users", { query: { ...params }, signal });
  return res.result ?? { data: [], total: 0 };
}

export function useUsersList(params: UserListParams) {
  return useQuery({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => listUsers(params, signal),
    // Keep the current rows on screen while the next page or sort loads.
    placeholderData: keepPreviousData,
  });
}
