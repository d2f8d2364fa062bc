import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { conferenceKeys } from "../../../lib/api/conferences";

export type TpcInvitationAnswer = "ACCEPT" | "REJECT";

/** POST /track/tpc-invitation-action/{trackId} with {id, action} (the invitee answers). */
export const answerTpcInvitation = ({
  trackId,
  id,
  action,
}: {
  trackId: number;
  id: number;
  action: TpcInvitationAnswer;
}) => api.post(`/track/tpc-invitation-action/${trackId}`, { id, action });

export function useTpcInvitationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTpcInvitation,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
}
