import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SubmissionField, SubmissionFieldsAnswer } from "@symposia/domain";
import { api } from "../../../lib/api/client";

// The chairs' extra submission fields for Edit Conference; the same query key as the
// Submit Paper dialog's read, so a save refreshes the dialog too.
const key = (confId: number) => ["submission-fields", confId] as const;

/** GET /conference/submission-fields/{confId}. */
export function useConferenceSubmissionFields(confId: number) {
  return useQuery({
    queryKey: key(confId),
    queryFn: async ({ signal }) =>
      (await api.get<SubmissionFieldsAnswer>(`/conference/submission-fields/${confId}`, { signal })).result?.fields ??
      [],
    meta: { handlesErrors: true },
  });
}

/** POST /conference/submission-fields/{confId} (the conference chair or an admin). */
export function useSaveSubmissionFields(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fields: SubmissionField[]) =>
      api.post<SubmissionFieldsAnswer>(`/conference/submission-fields/${confId}`, { fields }),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: key(confId) }),
  });
}
