import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { ReviewPapersPage } from "@symposia/domain";
import { reviewKeys } from "./keys";

// The spec's review list fetches 5000 per page.
const REVIEW_LIST_PAGE = 5000;

export async function getReviewPapers(confId: number, signal?: AbortSignal): Promise<ReviewPapersPage> {
  const res = await api.get<ReviewPapersPage>(`/paper/review-papers/${confId}`, {
    query: { per_page: REVIEW_LIST_PAGE, page: 1 },
    signal,
  });
  return res.result ?? { data: [], total: 0 };
}

/** GET /paper/review-papers/{confId}: ADMIN every paper with a file, others their assignments. */
export const reviewPapersQuery = (confId: number) =>
  queryOptions({ queryKey: reviewKeys.papers(confId), queryFn: ({ signal }) => getReviewPapers(confId, signal) });

export function useReviewPapers(confId: number | null) {
  return useQuery({ ...reviewPapersQuery(confId ?? 0), enabled: confId !== null });
}
