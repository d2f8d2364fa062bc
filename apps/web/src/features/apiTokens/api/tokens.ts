import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiTokenSummary, CreatedApiToken } from "@symposia/domain";
import { api } from "../../../lib/api/client";

const tokenKeys = { all: ["api-tokens"] as const };

export interface CreateApiTokenValues {
  name: string;
  scopes: ("read" | "write")[];
  expires_in_days: number;
}

/** GET /users/api-tokens: the caller's tokens, never the secrets. */
export function useApiTokens() {
  return useQuery({
    queryKey: tokenKeys.all,
    queryFn: async ({ signal }) => (await api.get<ApiTokenSummary[]>("/users/api-tokens", { signal })).result ?? [],
  });
}

/** POST /users/api-tokens: answers the token itself, this once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: CreateApiTokenValues) =>
      (await api.post<CreatedApiToken>("/users/api-tokens", values)).result,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}

/** DELETE /users/api-token/{id} */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/users/api-token/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
