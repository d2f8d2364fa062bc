import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FileSlotsAnswer, SubmissionFileSlot } from "@symposia/domain";
import { api } from "../../../lib/api/client";

// The chairs' extra file slots for Edit Conference; the Submit Paper dialog reads the
// same query key, so a save refreshes it.
const key = (confId: number) => ["submission-file-slots", confId] as const;

/** GET /conference/submission-file-slots/{confId}. */
export function useConferenceFileSlots(confId: number) {
  return useQuery({
    queryKey: [...key(confId), "editor"],
    queryFn: async ({ signal }) =>
      (await api.get<FileSlotsAnswer>(`/conference/submission-file-slots/${confId}`, { signal })).result!,
    meta: { handlesErrors: true },
  });
}

/** POST /conference/submission-file-slots/{confId} (the conference chair or an admin). */
export function useSaveFileSlots(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (slots: SubmissionFileSlot[]) =>
      api.post<FileSlotsAnswer>(`/conference/submission-file-slots/${confId}`, { slots }),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: key(confId) }),
  });
}
