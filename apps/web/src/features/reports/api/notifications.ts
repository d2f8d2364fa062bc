import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { reportKeys } from "../../../lib/api/reports";
import type { NotificationSent, NotificationTemplate } from "@symposia/domain";

export type TemplateKind = "accepted" | "rejected";

/** The template that fits a decision: rejections get the rejection mail, everything else the acceptance one. */
export const templateKindFor = (decision: string | null | undefined): TemplateKind =>
  decision === "Reject" || decision === "Probably Reject" ? "rejected" : "accepted";

/** GET /paper/{accepted|rejected}-paper-email-tamplate/{paperId} (the spec's spelling). */
export function useNotificationTemplate(paperId: number, kind: TemplateKind, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.notificationTemplate(paperId, kind),
    queryFn: async ({ signal }) =>
      (await api.get<NotificationTemplate>(`/paper/${kind}-paper-email-tamplate/${paperId}`, { signal })).result,
    enabled,
    // Always the paper's current reviews and decision.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /paper/accepted-paper-email-tamplate/{paperId}: sends heading and message to every author. */
export function useSendNotification() {
  return useMutation({
    mutationFn: ({ paperId, ...body }: NotificationTemplate & { paperId: number }) =>
      api.post<NotificationSent>(`/paper/accepted-paper-email-tamplate/${paperId}`, body),
    meta: { handlesErrors: true },
  });
}
