import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { UserProfile } from "@symposia/domain";

export const userKey = (id: number) => ["users", "detail", id] as const;

/** GET /users/{id}: result is a list whose first item is the user. */
export async function getUser(id: number, signal?: AbortSignal): Promise<UserProfile | null> {
  const res = await api.get<UserProfile[]>(`/users/${id}`, { signal });
  return res.result?.[0] ?? null;
}

export function useUser(id: number | null) {
  return useQuery({ queryKey: userKey(id ?? 0), queryFn: ({ signal }) => getUser(id!, signal), enabled: !!id });
}
