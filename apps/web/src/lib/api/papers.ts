// Paper data that several features read: the paper lists (My/All Papers, Reports), one paper
// (the final review) and the file download. Their query keys live here, so every feature
// refreshes the same entries.
import { keepPreviousData, queryOptions, replaceEqualDeep, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { whenFirstPainted } from "../afterFirstPaint";
import type { CameraReadyFilter, Paper, PaperDetail, PaperSortColumn } from "@symposia/domain";
import { api, apiDownload, type Paged } from "./client";

/** The query of GET /paper/all/{confId}/0 as the screens send it. */
export interface PaperListQuery {
  param_search?: string;
  /** also `score:<field key>` (chairs' lists) */
  order_by: PaperSortColumn;
  order_type: "asc" | "desc";
  per_page: number;
  page: number;
  created_by?: boolean;
  status?: number;
  /** papers with this topic */
  topic_id?: number;
  /** accepted papers with / without their final version */
  camera_ready?: CameraReadyFilter;
  /** an extra submission field's key and the answer wanted ("true"/"false" for a checkbox) */
  field?: string;
  field_value?: string;
}

export const paperKeys = {
  all: ["papers"] as const,
  /** every paper list of a conference shares this prefix, so one invalidation refreshes them all */
  conference: (confId: number) => ["papers", confId] as const,
  list: (confId: number, query: PaperListQuery) => [...paperKeys.conference(confId), "list", query] as const,
  detail: (paperId: number) => ["paper", paperId] as const,
};

export async function listPapers(confId: number, query: PaperListQuery, signal?: AbortSignal): Promise<Paged<Paper>> {
  const res = await api.get<Paged<Paper>>(`/paper/all/${confId}/0`, { query: { ...query }, signal });
  return res.result ?? { data: [], total: 0 };
}

/** All Papers' first list: every paper (up to 500) by paper ID, no search or filter. */
export const ALL_PAPERS_FIRST_QUERY: PaperListQuery = {
  param_search: "",
  order_by: "paper_sequence",
  order_type: "asc",
  per_page: 500,
  page: 1,
};

export const paperListQuery = (confId: number, query: PaperListQuery) =>
  queryOptions({ queryKey: paperKeys.list(confId, query), queryFn: ({ signal }) => listPapers(confId, query, signal) });

/** GET /paper/all/{confId}/0; the previous page stays on screen while the next one loads. */
export function usePaperList(confId: number | null, query: PaperListQuery) {
  return useQuery({
    ...paperListQuery(confId ?? 0, query),
    enabled: confId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Papers in the first answer of a long list's first visit. All Papers' page is 500 papers by
 * default: ~50 KB compressed on the benchmark's short abstracts, several times that with real ones,
 * and on a slow link it was the last thing the first screen waited for (three round trips of
 * TCP's slow start besides its bytes, on a phone about half a second). Its first 50 papers come
 * in one short answer instead and show at once; the whole page follows.
 */
export const PAPER_LIST_HEAD = 50;

/** The head of `query`'s page (its first PAPER_LIST_HEAD papers), or null when the page is not longer (or not the first). */
export function paperListHead(query: PaperListQuery): PaperListQuery | null {
  return query.page === 1 && query.per_page > PAPER_LIST_HEAD ? { ...query, per_page: PAPER_LIST_HEAD } : null;
}

export interface PaperPage {
  /** the page's papers so far: the head's until the whole page is in */
  papers: Paper[];
  /** papers of every page (the pager's count) */
  total: number;
  /** how many papers this page holds once whole (what the table states) */
  onPage: number;
  isLoading: boolean;
  /** a request of the list is under way (the page's rest, or a new search) */
  isFetching: boolean;
  /** asks for the whole page again (after a change to one of its papers) */
  refetch: () => Promise<unknown>;
}

/**
 * A page of the paper list for a long table: the page, shown from its head's answer while it is
 * first loading (not while a new search or sort replaces an answer already on screen, which stays
 * until the new one is in).
 */
export function usePaperPage(confId: number | null, query: PaperListQuery): PaperPage {
  const headQuery = paperListHead(query);
  const queryClient = useQueryClient();
  // A page already in the cache (a screen visited before) is shown and asked for again at once.
  const [restMayStart, setRestMayStart] = useState(
    () => headQuery === null || queryClient.getQueryData(paperKeys.list(confId ?? 0, query)) !== undefined,
  );
  const page = useQuery({
    ...paperListQuery(confId ?? 0, query),
    enabled: confId !== null && (restMayStart || headQuery === null),
    placeholderData: keepPreviousData,
  });
  const head = useQuery({
    ...paperListQuery(confId ?? 0, headQuery ?? query),
    enabled: confId !== null && headQuery !== null && page.data === undefined,
  });
  // The rest is asked for once the head's rows have painted (or the head has failed): asked beside
  // the head, its answer came in while the first rows were still being drawn and held them up.
  const headDone = head.isFetched;
  useEffect(
    () => (restMayStart || !headDone ? undefined : whenFirstPainted(() => setRestMayStart(true))),
    [restMayStart, headDone],
  );
  const answer = useRowsOfTheHead(page.data ?? (headQuery ? head.data : undefined), head.data);
  const total = answer?.total ?? 0;
  return {
    papers: answer?.data ?? [],
    total,
    onPage: Math.max(0, Math.min(query.per_page, total - (query.page - 1) * query.per_page)),
    isLoading: answer === undefined && (page.isLoading || head.isLoading || !restMayStart),
    isFetching: page.isFetching,
    refetch: page.refetch,
  };
}

/**
 * The whole page's answer with the head's paper objects wherever a paper is unchanged: the rows
 * already drawn from the head then keep their props, and the table (whose rows are memoised)
 * redraws none of them when the rest arrives; a paper changed meanwhile comes as the page has it.
 */
function useRowsOfTheHead(
  answer: Paged<Paper> | undefined,
  headAnswer: Paged<Paper> | undefined,
): Paged<Paper> | undefined {
  return useMemo(() => {
    if (!answer || !headAnswer || answer === headAnswer) return answer;
    const drawn = new Map(headAnswer.data.map((paper) => [paper.id, paper]));
    return {
      ...answer,
      data: answer.data.map((paper) => {
        const before = drawn.get(paper.id);
        return before ? replaceEqualDeep(before, paper) : paper;
      }),
    };
  }, [answer, headAnswer]);
}

/** GET /paper/{paperId}: the reviews come as the caller may see them (the server's policy). */
export function usePaperDetail(paperId: number, enabled = true) {
  return useQuery({
    queryKey: paperKeys.detail(paperId),
    queryFn: async ({ signal }) => (await api.get<PaperDetail>(`/paper/${paperId}`, { signal })).result,
    enabled,
  });
}

/** Saves the paper's file as "<paper_sequence>.<ext>"; the spec only logs download failures. */
export function downloadPaper(paper: { id: number; paper_sequence: number }): Promise<void> {
  return apiDownload(`/paper/file/${paper.id}`, `${paper.paper_sequence}`).catch((error: unknown) =>
    console.error(error),
  );
}
