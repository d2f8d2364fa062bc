import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { reportKeys } from "../../../lib/api/reports";

export interface MissingPaperMailOutcome {
  conf_id: number;
  /** papers whose authors were mailed */
  papers: number;
  /** messages sent */
  sent: number;
  /** papers this chair may not mail (wrote them or is conflicted): left out */
  skipped: number;
  /** set when nothing was sent: the counts are what Send would do */
  preview?: true;
}

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
