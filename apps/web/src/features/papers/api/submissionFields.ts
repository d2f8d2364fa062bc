import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FileSlotsAnswer, SubmissionFieldsAnswer } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** GET /conference/submission-fields/{confId}: the chairs' extra fields, in order. */
export const submissionFieldsQuery = (confId: number) =>
  queryOptions({
    queryKey: ["submission-fields", confId],
    queryFn: async ({ signal }) =>
      (await api.get<SubmissionFieldsAnswer>(`/conference/submission-fields/${confId}`, { signal })).result?.fields ??
      [],
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });

export function useSubmissionFields(confId: number | null) {
  return useQuery({ ...submissionFieldsQuery(confId ?? 0), enabled: confId !== null });
}

/** GET /conference/submission-file-slots/{confId}: the chairs' extra file slots, in order. */
export const submissionFileSlotsQuery = (confId: number) =>
  queryOptions({
    queryKey: ["submission-file-slots", confId],
    queryFn: async ({ signal }) =>
      (await api.get<FileSlotsAnswer>(`/conference/submission-file-slots/${confId}`, { signal })).result?.slots ?? [],
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });

export function useSubmissionFileSlots(confId: number | null) {
  return useQuery({ ...submissionFileSlotsQuery(confId ?? 0), enabled: confId !== null });
}
