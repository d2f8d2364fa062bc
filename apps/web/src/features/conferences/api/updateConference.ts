import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import { conferenceKeys } from "../../../lib/api/conferences";

export interface UpdateConferenceInput {
  id: number;
  form: FormData;
}

/** POST /conference/update/{id} (multipart). A 401 is handled by the page (its own alert, then /). */
export const updateConference = ({ id, form }: UpdateConferenceInput) =>
  api.post(`/conference/update/${id}`, form, { unauthorized: { notify: false, delayMs: 2000 } });

export function useUpdateConference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConference,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conferenceKeys.all }),
  });
}
