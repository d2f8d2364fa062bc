// The discussion facts that other features show: All Papers' discussion columns, and the
// meta-review and the authors' response beside the Final Review (the discussion feature has the full screens).
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DiscussionSummaryItem, MetaReviewAnswer, ResponseAnswer, SubreviewAnswer } from "@symposia/domain";
import { api } from "./client";

export const discussionSummaryKeys = {
  summary: (confId: number) => ["discussion-summary", confId] as const,
  recommendation: (paperId: number) => ["discussion", "meta-review", paperId] as const,
  /** the discussion feature's response key: one cache entry for the page and the Final Review */
  response: (paperId: number) => ["discussion", "response", paperId] as const,
};

/** GET /paper/discussion-summary/{confId} (chairs): pinned, comments, new, spread, disagreement, recommendation. */
export const discussionSummaryQuery = (confId: number) =>
  queryOptions({
    queryKey: discussionSummaryKeys.summary(confId),
    queryFn: async ({ signal }) =>
      (await api.get<DiscussionSummaryItem[]>(`/paper/discussion-summary/${confId}`, { signal })).result,
    meta: { handlesErrors: true },
    retry: false,
  });

export function useDiscussionSummary(confId: number | null) {
  return useQuery({ ...discussionSummaryQuery(confId ?? 0), enabled: confId !== null });
}

/** GET /paper/meta-review/{paperId}: the lead's whole meta-review (the Final Review shows it beside the decision). */
export function useMetaReviewOf(paperId: number, enabled: boolean) {
  return useQuery({
    queryKey: discussionSummaryKeys.recommendation(paperId),
    queryFn: async ({ signal }) =>
      (await api.get<MetaReviewAnswer>(`/paper/meta-review/${paperId}`, { signal })).result,
    enabled,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/** GET /paper/response/{paperId}: the authors' response and whether its window is still open. */
export function useAuthorResponseOf(paperId: number, enabled: boolean) {
  return useQuery({
    queryKey: discussionSummaryKeys.response(paperId),
    queryFn: async ({ signal }) => (await api.get<ResponseAnswer>(`/paper/response/${paperId}`, { signal })).result,
    enabled,
    meta: { handlesErrors: true },
    retry: false,
  });
}

/**
 * The question asked before a decision: while the authors' response window is open, deciding ends
 * it for this paper (the server then refuses their response), so the chair is told so.
 */
export function decisionQuestion(window: ResponseAnswer["window"] | undefined, plain: string): string {
  if (!window?.open) return plain;
  const until = window.end ? ` (until ${window.end} ${window.timezone})` : "";
  return `The authors' response period is still open${until}. Once the paper is decided, its authors can no longer submit or edit their response. Decide now?`;
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
