import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { reportKeys } from "../../../lib/api/reports";
import type { MissingPaperMailOutcome } from "@symposia/domain";

/** POST /conference/missing-paper-mail/{confId}: mail the authors of every paper without a file. */
export function useMissingPaperMail(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { sender_email: string; subject: string; message: string; preview?: boolean }) =>
      api.post<MissingPaperMailOutcome>(`/conference/missing-paper-mail/${confId}`, body),
    meta: { handlesErrors: true },
    onSuccess: (_res, body) =>
      body.preview ? undefined : qc.invalidateQueries({ queryKey: reportKeys.conference(confId) }),
  });
}
