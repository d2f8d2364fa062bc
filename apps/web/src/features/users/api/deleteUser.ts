import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { userKeys } from "./keys";

/** DELETE /users/{id} (ADMIN): deactivates and hides the user. */
export const deleteUser = (id: number) => api.delete(`/users/${id}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
