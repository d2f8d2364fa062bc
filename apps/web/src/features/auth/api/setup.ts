import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Created, SetupAdminInput, SetupState } from "@symposia/domain";
import { api } from "../../../lib/api/client";

const setupKey = ["setup"] as const;

/** GET /setup: whether the site still needs its first administrator (first run). */
export function useSetupNeeded() {
  return useQuery({
    queryKey: setupKey,
    queryFn: async () => (await api.get<SetupState>("/setup", { auth: false })).result,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
}

/** POST /setup/admin: the one-time "Create the administrator account" form. */
export function useCreateFirstAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupAdminInput) => api.post<Created>("/setup/admin", input, { auth: false }),
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: setupKey }),
  });
}
