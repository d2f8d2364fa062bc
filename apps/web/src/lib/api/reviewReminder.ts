import { useMutation } from "@tanstack/react-query";
// Types only: lib/ is loaded eagerly and must not pull the shared package's zod into the login page.
import type { ReminderOutcome } from "@symposia/domain";
import { api } from "./client";
import { queryClient } from "./queryClient";
import { reportKeys } from "./reports";

export interface ReminderRequest {
  track_id?: number;
  subject?: string;
  message?: string;
  preview: boolean;
}

/** POST /conference/review-reminder/{confId}: preview answers the mails; otherwise they are queued. */
export function useReviewReminder(confId: number) {
  return useMutation({
    mutationFn: (body: ReminderRequest) => api.post<ReminderOutcome>(`/conference/review-reminder/${confId}`, body),
    // sent reminders show in the Reports screen's mail delivery
    onSuccess: (_res, body) =>
      body.preview ? undefined : queryClient.invalidateQueries({ queryKey: reportKeys.mailDelivery(confId) }),
    meta: { handlesErrors: true },
  });
}
