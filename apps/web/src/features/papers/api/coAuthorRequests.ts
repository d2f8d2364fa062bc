import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CoAuthorInvitation } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { paperKeys } from "../../../lib/api/papers";

const requestKeys = { mine: ["co-author-invitations"] as const };

/** GET /paper/co-author-invitations: papers that list the caller as a co-author not yet confirmed. */
export function useCoAuthorRequests() {
  return useQuery({
    queryKey: requestKeys.mine,
    queryFn: async ({ signal }) =>
      (await api.get<CoAuthorInvitation[]>("/paper/co-author-invitations", { signal })).result ?? [],
  });
}

/** POST /paper/co-author-confirm/{paperId} or /paper/co-author-decline/{paperId}. */
export function useAnswerCoAuthorRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, answer }: { paperId: number; answer: "confirm" | "decline" }) =>
      api.post(`/paper/co-author-${answer}/${paperId}`, {}),
    meta: { handlesErrors: true },
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: requestKeys.mine }),
        qc.invalidateQueries({ queryKey: paperKeys.all }),
      ]),
  });
}
