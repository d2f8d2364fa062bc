import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
// Types only: lib/ is loaded eagerly and must not pull the shared package's zod into the login page.
import type {
  ConflictDeclareBody,
  ConflictExplanation,
  ConflictWaiveBody,
  ConflictWithReview,
  PaperConflict,
  PcMember,
} from "@symposia/domain";
import { api } from "./client";

// The conflict-of-interest calls, kept in lib/ so the paper, TPC and review screens
// can all use them without importing each other's features.

export const pcMembersKey = (confId: number) => ["pc-members", confId] as const;
export const paperConflictsKey = (paperId: number) => ["paper-conflicts", paperId] as const;
export const conflictExplanationKey = (paperId: number, userId: number) =>
  ["paper-conflicts", paperId, "explain", userId] as const;
export const conflictsWithReviewsKey = (confId: number) => ["conflicts-with-reviews", confId] as const;

/** GET /conference/pc-members/{confId}: who an author may declare a conflict with. */
export function usePcMembers(confId: number | null) {
  return useQuery({
    queryKey: pcMembersKey(confId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<PcMember[]>(`/conference/pc-members/${confId}`, { signal })).result ?? [],
    enabled: confId !== null,
    staleTime: 60_000,
    // the submission dialog says so in place; a global alert over the form would hide it
    meta: { handlesErrors: true },
  });
}

/** GET /paper/conflicts/{paperId}: an author gets their own declarations; chairs every conflict. */
export function usePaperConflicts(paperId: number | null, options: { handlesErrors?: boolean } = {}) {
  return useQuery({
    queryKey: paperConflictsKey(paperId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<PaperConflict[]>(`/paper/conflicts/${paperId}`, { signal })).result ?? [],
    enabled: paperId !== null,
    meta: { handlesErrors: options.handlesErrors },
  });
}

/** GET /paper/conflict-explain/{paperId}/{userId} (chairs): whether the pair is conflicted, and why. */
export function useConflictExplanation(paperId: number, userId: number | null) {
  return useQuery({
    queryKey: conflictExplanationKey(paperId, userId ?? 0),
    queryFn: async ({ signal }) =>
      (await api.get<ConflictExplanation>(`/paper/conflict-explain/${paperId}/${userId}`, { signal })).result,
    enabled: userId !== null,
    meta: { handlesErrors: true },
  });
}

/**
 * GET /paper/conflicts-with-reviews/{confId} (SUPERCHAIR, ADMIN, OC): conflicts on reviewers who
 * already reviewed. Other roles get 403, which shows nothing.
 */
export const conflictsWithReviewsQuery = (confId: number) =>
  queryOptions({
    queryKey: conflictsWithReviewsKey(confId),
    queryFn: async ({ signal }) =>
      (await api.get<ConflictWithReview[]>(`/paper/conflicts-with-reviews/${confId}`, { signal })).result ?? [],
    meta: { handlesErrors: true },
  });

/** The caller enables it on the chairs' views only; an answer already in (All Papers asks at once) shows regardless. */
export function useConflictsWithReviews(confId: number | null, enabled: boolean) {
  return useQuery({ ...conflictsWithReviewsQuery(confId ?? 0), enabled: enabled && confId !== null });
}

/**
 * A conflict can add or remove an assignment, so the paper lists refresh too. The keys are the
 * prefixes the papers ("papers"), TPC ("track-papers") and reviews ("review-papers") features use;
 * lib/ may not import them. A declaration can also add or end a conflict with a review.
 */
function invalidateAfterConflictChange(queryClient: QueryClient, paperId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paperConflictsKey(paperId) }),
    queryClient.invalidateQueries({ queryKey: ["papers"] }),
    queryClient.invalidateQueries({ queryKey: ["track-papers"] }),
    queryClient.invalidateQueries({ queryKey: ["review-papers"] }),
    queryClient.invalidateQueries({ queryKey: ["conflicts-with-reviews"] }),
  ]);
}

/** POST /paper/conflict/{paperId}. */
export function useDeclareConflict(paperId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConflictDeclareBody) => api.post<PaperConflict>(`/paper/conflict/${paperId}`, body),
    onSuccess: () => invalidateAfterConflictChange(queryClient, paperId),
    meta: { handlesErrors: true },
  });
}

/** DELETE /paper/conflict/{paperId}/{userId}: removes a declared conflict. */
export function useRemoveConflict(paperId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete(`/paper/conflict/${paperId}/${userId}`),
    onSuccess: () => invalidateAfterConflictChange(queryClient, paperId),
    meta: { handlesErrors: true },
  });
}

/** POST /paper/conflict-waive/{paperId}: waives a detected conflict (waived false undoes it). */
export function useWaiveConflict(paperId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConflictWaiveBody) => api.post(`/paper/conflict-waive/${paperId}`, body),
    onSuccess: () => invalidateAfterConflictChange(queryClient, paperId),
    meta: { handlesErrors: true },
  });
}
