import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { cfpKeys } from "./keys";

/** DELETE /cfp/{id}: removes one committee entry. */
export const deleteCommitteeMember = (entryId: number) => api.delete(`/cfp/${entryId}`);

export function useDeleteCommitteeMember(confId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCommitteeMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cfpKeys.managed(confId) }),
  });
}
