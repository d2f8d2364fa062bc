import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
// Types only: lib/ is loaded eagerly and must not pull the shared package's zod into the login page.
import type {
  DecisionDef,
  DecisionsAnswer,
  DecisionsSaved,
  ReviewFieldInput,
  ReviewFormAnswer,
  ReviewFormSaved,
  ReviewHistory,
} from "@symposia/domain";
import { api } from "./client";

// The review form, the decision list and the review history, kept in lib/ so the review
// dialog, Final Review, All Papers, Reports and Edit Conference all read the same calls.

export const reviewFormKey = (confId: number) => ["review-form", confId] as const;
export const decisionsKey = (confId: number) => ["decisions", confId] as const;
export const reviewHistoryKey = (paperId: number, reviewerId: number) =>
  ["review-history", paperId, reviewerId] as const;

/** GET /conference/review-form/{confId}. */
export const reviewFormQuery = (confId: number) =>
  queryOptions({
    queryKey: reviewFormKey(confId),
    queryFn: async ({ signal }) =>
      (await api.get<ReviewFormAnswer>(`/conference/review-form/${confId}`, { signal })).result!,
    staleTime: 30_000,
  });

export function useReviewForm(confId: number | null) {
  return useQuery({ ...reviewFormQuery(confId ?? 0), enabled: confId !== null });
}

/** POST /conference/review-form/{confId} (chairs); `confirm` after the server's 409. */
export function useSaveReviewForm(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { fields: ReviewFieldInput[]; confirm?: boolean }) =>
      api.post<ReviewFormSaved>(`/conference/review-form/${confId}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: reviewFormKey(confId) }),
  });
}

/** GET /conference/decisions/{confId}. */
export function useDecisions(confId: number | null) {
  return useQuery({
    queryKey: decisionsKey(confId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<DecisionsAnswer>(`/conference/decisions/${confId}`, { signal })).result!,
    enabled: confId !== null,
    staleTime: 30_000,
  });
}

/** POST /conference/decisions/{confId} (chairs). */
export function useSaveDecisions(confId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { decisions: DecisionDef[]; replacements?: Record<string, string> }) =>
      api.post<DecisionsSaved>(`/conference/decisions/${confId}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => qc.invalidateQueries({ queryKey: decisionsKey(confId) }),
  });
}

/** GET /paper/review-history/{paperId}/{reviewerId} (chairs). */
export function useReviewHistory(paperId: number, reviewerId: number | null) {
  return useQuery({
    queryKey: reviewHistoryKey(paperId, reviewerId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<ReviewHistory>(`/paper/review-history/${paperId}/${reviewerId}`, { signal })).result!,
    enabled: reviewerId !== null,
  });
}
