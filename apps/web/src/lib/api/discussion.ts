// Issue 18's discussion facts that other features show: All Papers' discussion columns and the
// lead's recommendation beside the Final Review (the discussion feature has the full screens).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DiscussionSummaryItem, MetaReviewAnswer, SubreviewAnswer } from "@symposia/domain";
import { api } from "./client";

export const discussionSummaryKeys = {
  summary: (confId: number) => ["discussion-summary", confId] as const,
  recommendation: (paperId: number) => ["discussion", "meta-review", paperId] as const,
};

/** GET /paper/discussion-summary/{confId} (chairs): pinned, comments, new, spread, disagreement, recommendation. */
export const discussionSummaryQuery = (confId: number) =>
  queryOptions({
    queryKey: discussionSummaryKeys.summary(confId),
    queryFn: async ({ signal }) => (await api.get<DiscussionSummaryItem[]>(`/paper/discussion-summary/${confId}`, { signal })).result,
    meta: { handlesErrors: true },
    retry: false,
  });

export function useDiscussionSummary(confId: number | null) {
  return useQuery({ ...discussionSummaryQuery(confId ?? 0), enabled: confId !== null });
}

/** GET /paper/meta-review/{paperId}: the lead's submitted recommendation, if any. */
export function useLeadRecommendation(paperId: number, enabled: boolean) {
  return useQuery({
    queryKey: discussionSummaryKeys.recommendation(paperId),
    queryFn: async ({ signal }) => (await api.get<MetaReviewAnswer>(`/paper/meta-review/${paperId}`, { signal })).result,
    enabled,
    meta: { handlesErrors: true },
    retry: false,
    select: (m) => (m.submitted_at ? m.recommendation : null),
  });
}

export const mySubreviewsKey = ["discussion", "my-subreviews"] as const;

/**
 * GET /paper/my-subreviews: the caller's subreview requests. The side menu reads it too (a
 * "Subreviews" entry for whoever has one), so it is kept a few minutes instead of asked per page.
 */
export const mySubreviewsQuery = () =>
  queryOptions({
    queryKey: mySubreviewsKey,
    queryFn: async ({ signal }) => (await api.get<SubreviewAnswer[]>("/paper/my-subreviews", { signal })).result,
    meta: { handlesErrors: true },
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useMySubreviews() {
  return useQuery(mySubreviewsQuery());
}
