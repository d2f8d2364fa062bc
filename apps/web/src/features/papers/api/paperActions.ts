import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { authorMailSchema } from "@symposia/domain";
import type { z } from "zod";
import { api } from "../../../lib/api/client";
import { paperKeys } from "../../../lib/api/papers";

/** POST /paper/status-action/{paperId}: 25 withdraw, 30 block. */
export function useStatusAction(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, status, reason }: { paperId: number; status: 25 | 30; reason: string }) =>
      api.post(`/paper/status-action/${paperId}`, { status, reason }),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: paperKeys.conference(confId) }),
  });
}

/** POST /paper/author-mail/{paperId}. */
export function useAuthorMail() {
  return useMutation({
    mutationFn: ({ paperId, ...body }: z.input<typeof authorMailSchema> & { paperId: number }) =>
      api.post(`/paper/author-mail/${paperId}`, body),
    meta: { handlesErrors: true },
  });
}
