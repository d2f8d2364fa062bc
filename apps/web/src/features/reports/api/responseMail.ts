import type { ResponseMailOutcome } from "@symposia/domain";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { queryClient } from "../../../lib/api/queryClient";
import { reportKeys } from "../../../lib/api/reports";

/** POST /paper/response-mail/{confId}: preview (preview: 1) or send the "you may respond until" mail. */
export function useResponseMail(confId: number) {
  return useMutation({
    mutationFn: async (body: { preview?: 0 | 1; heading?: string; message?: string }) =>
      (await api.post<ResponseMailOutcome>(`/paper/response-mail/${confId}`, body)).result,
    onSuccess: (outcome) =>
      outcome.preview ? undefined : queryClient.invalidateQueries({ queryKey: reportKeys.mailDelivery(confId) }),
    meta: { handlesErrors: true },
  });
}
