import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";

/** DELETE /users/{id} (ADMIN): deactivates and hides the user. */
export const deleteUser = (id: number) => api.delete(`/users/${id}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["users"] }),
  });
}
