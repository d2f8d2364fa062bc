import { useMutation } from "@tanstack/react-query";
import type { TpcReminderInput } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** The answer to a preview: how many people the server would mail, and one of the mails. */
export interface TpcMailPreview {
  preview: true;
  recipients: number;
  sample: { to: string; from: string; subject: string; text: string } | null;
}

/** POST /track/tpc-reminder/{trackId}; with `preview: true` nothing is sent. */
export function useSendReminder(trackId: number) {
  return useMutation({
    mutationFn: (input: TpcReminderInput) =>
      api.post<{ recipients: number } | TpcMailPreview>(`/track/tpc-reminder/${trackId}`, input),
    meta: { handlesErrors: true },
  });
}
