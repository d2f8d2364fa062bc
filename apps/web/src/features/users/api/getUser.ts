import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { UserProfile } from "@symposia/domain";
import { userKeys } from "./keys";

/** GET /users/{id}: result is a list whose first item is the user. */
export async function getUser(id: number, signal?: AbortSignal): Promise<UserProfile | null> {
  const res = await api.get<UserProfile[]>(`/users/${id}`, { signal });
  return res.result?.[0] ?? null;
}

export function useUser(id: number | null) {
  return useQuery({ queryKey: userKeys.detail(id ?? 0), queryFn: ({ signal }) => getUser(id!, signal), enabled: !!id });
}
