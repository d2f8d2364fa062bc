import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { reportKeys } from "../../../lib/api/reports";
import type { NotificationJob, NotificationJobPreview } from "@symposia/domain";

export interface NotificationJobBody {
  status: number;
  heading?: string;
  message?: string;
}

/** POST /paper/notification-jobs/{confId}: starts the background mailing for a report filter. */
export function useStartNotificationJob(confId: number) {
  return useMutation({
    mutationFn: (body: NotificationJobBody) => api.post<NotificationJob>(`/paper/notification-jobs/${confId}`, body),
    meta: { handlesErrors: true },
  });
}

/** The same call with `preview: true`: starts nothing, answers the papers and mails it would send. */
export function usePreviewNotificationJob(confId: number) {
  return useMutation({
    mutationFn: (body: NotificationJobBody) =>
      api.post<NotificationJobPreview>(`/paper/notification-jobs/${confId}`, { ...body, preview: true }),
    meta: { handlesErrors: true },
  });
}

const POLL_MS = 1000;

/** GET /paper/notification-jobs/{jobId}, polled every second until the job is done or failed. */
export function useNotificationJob(jobId: number | null) {
  return useQuery({
    queryKey: reportKeys.notificationJob(jobId),
    queryFn: async ({ signal }) =>
      (await api.get<NotificationJob>(`/paper/notification-jobs/${jobId}`, { signal })).result,
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === "done" || state === "failed" ? false : POLL_MS;
    },
  });
}
