import { useQuery } from "@tanstack/react-query";
import type { SubmissionField } from "@symposia/domain";
import { api } from "../../../lib/api/client";

/** GET /conference/submission-fields/{confId} (issue 19): the chairs' extra fields, in order. */
export function useSubmissionFields(confId: number | null) {
  return useQuery({
    queryKey: ["submission-fields", confId],
    queryFn: async ({ signal }) => (await api.get<{ fields: SubmissionField[] }>(`/conference/submission-fields/${confId}`, { signal })).result?.fields ?? [],
    enabled: confId !== null,
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });
}
