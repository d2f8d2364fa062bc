import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api/client";
import type { BiddingPage } from "@symposia/domain";

export interface BiddingFilter {
  search: string;
  topic_id: number | null;
  bid: "" | "yes" | "maybe" | "no" | "none";
  page: number;
  per_page: number;
}

export const biddingKey = (confId: number, filter?: BiddingFilter) =>
  filter ? (["bidding", confId, filter] as const) : (["bidding", confId] as const);

/** GET /paper/bidding/{confId} */
export function useBidding(confId: number | null, filter: BiddingFilter) {
  return useQuery({
    queryKey: biddingKey(confId ?? 0, filter),
    queryFn: async ({ signal }) =>
      (
        await api.get<BiddingPage>(`/paper/bidding/${confId}`, {
          query: {
            search: filter.search,
            topic_id: filter.topic_id ?? "",
            bid: filter.bid,
            page: filter.page,
            per_page: filter.per_page,
          },
          signal,
        })
      ).result,
    enabled: confId !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /paper/bid/{paperId}: yes, maybe, no, conflict, or "" to clear. */
export function usePlaceBid(confId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, bid }: { paperId: number; bid: string }) => api.post(`/paper/bid/${paperId}`, { bid }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: biddingKey(confId) }),
    meta: { handlesErrors: true },
  });
}
