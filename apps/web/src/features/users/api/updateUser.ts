import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileUpdateInput } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { updateStoredName } from "../../../lib/auth/session";
import { userKeys } from "./keys";

/** POST /users/profile-update: the caller's own profile. */
export const updateOwnProfile = (input: ProfileUpdateInput) => api.post("/users/profile-update", input);

export interface AdminUserUpdate extends ProfileUpdateInput {
  user_id: number;
  status?: 0 | 1;
}

/** POST /users/update (ADMIN): any user's profile. */
export const updateUserAsAdmin = (input: AdminUserUpdate) => api.post("/users/update", input);

export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnProfile,
    meta: { handlesErrors: true },
    onSuccess: (_res, input) => {
      updateStoredName(input.first_name, input.last_name);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export function useUpdateUserAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAsAdmin,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
