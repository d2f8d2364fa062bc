import { useMutation } from "@tanstack/react-query";
import type { TpcReminderInput } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** POST /track/tpc-reminder/{trackId} */
export function useSendReminder(trackId: number) {
  return useMutation({
    mutationFn: (input: TpcReminderInput) => api.post<{ recipients: number }>(`/track/tpc-reminder/${trackId}`, input),
    meta: { handlesErrors: true },
  });
}
