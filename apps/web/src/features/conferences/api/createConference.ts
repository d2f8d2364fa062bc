import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Created } from "@symposia/domain";
import { api } from "../../../lib/api/client";
import { conferenceKeys } from "../../../lib/api/conferences";

/** POST /conference. A 401 is handled by the page (its own alert, then /). */
export const createConference = (input: Record<string, unknown>) =>
  api.post<Created>("/conference", input, { unauthorized: { notify: false, delayMs: 2000 } });

export function useCreateConference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConference,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
}
