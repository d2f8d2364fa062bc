import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConferenceTransition } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { conferenceKeys } from "../../../lib/api/conferences";

/** POST /conference/{approve|reject|block|unblock}/{id} (ADMIN). */
export const transitionConference = ({ id, action }: { id: number; action: ConferenceTransition }) =>
  api.post<{ id: number; conference_status: number }>(`/conference/${action}/${id}`);

/** The list reloads after every action, whatever its outcome (another admin may have acted). */
export function useConferenceTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionConference,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
}
