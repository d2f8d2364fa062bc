// The API answers a screen reads first, started by the entry as soon as it runs, beside the
// screen's own chunks (app/router.tsx, preloadScreens). Otherwise each call starts only once the
// screen's code has arrived and rendered: on a slow link that put every request a round trip or
// more behind the code. The queries are the very ones the screens' hooks use (the same
// `*Query` options from lib/api and the features' api modules), so the screen's hook finds the
// answer in the cache, or joins the request in flight: nothing is asked twice.
//
// Only what a screen asks for on every visit belongs here (All Papers' chairs' panels count: the
// screen is the chairs'), and only the screens where the wait shows; a screen without an entry simply
// loads its data as before. The requests start one per task, in the order given: the screen's
// main list first (the longest answer to compute and to send).
import type { FetchQueryOptions, QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { publicCfpQuery } from "../features/cfp/api/getPublicCfp";
import { conferenceListQuery } from "../features/conferences/api/listConferences";
import { publicCfpListQuery } from "../features/conferences/api/publicCfpList";
import { submissionFieldsQuery, submissionFileSlotsQuery } from "../features/papers/api/submissionFields";
import { reviewPapersQuery } from "../features/reviews/api/reviewPapers";
import { reviewPhaseQuery } from "../features/reviews/phase/api";
import { conferenceDetailQuery, conferenceShortQuery } from "../lib/api/conferences";
import { conflictsWithReviewsQuery } from "../lib/api/conflicts";
import { discussionSummaryQuery, mySubreviewsQuery } from "../lib/api/discussion";
import { ALL_PAPERS_FIRST_QUERY, paperListHead, paperListQuery } from "../lib/api/papers";
import { reviewFormQuery } from "../lib/api/reviewForms";
import { savedSearchesQuery } from "../lib/api/search";
import { topicsQuery } from "../lib/api/topics";
import { getAccessToken } from "../lib/auth/session";
import { nextTask } from "../lib/nextTask";
import { conferenceIdFrom } from "../lib/useConferenceId";
import { routePatterns as r } from "./paths";

type AnyQuery = FetchQueryOptions<any, any, any, any>;

interface ScreenData {
  pattern: string;
  signedIn: boolean;
  /** the queries, given the conference the URL (or navigation state) names, if any */
  queries(confId: number | null): AnyQuery[];
}

const withConference = (queries: (confId: number) => AnyQuery[]) => (confId: number | null) =>
  confId === null ? [] : queries(confId);

const SCREENS: ScreenData[] = [
  { pattern: r.publicCfpList, signedIn: false, queries: () => [publicCfpListQuery()] },
  { pattern: r.publicCfp, signedIn: false, queries: withConference((c) => [publicCfpQuery(c), topicsQuery(c)]) },
  { pattern: r.conferenceRoot, signedIn: true, queries: () => [conferenceListQuery()] },
  { pattern: r.allConference, signedIn: true, queries: () => [conferenceListQuery()] },
  { pattern: r.editConference, signedIn: true, queries: withConference((c) => [conferenceDetailQuery(c)]) },
  {
    pattern: r.allPapers,
    signedIn: true,
    // the list's first papers (lib/api/papers.ts, usePaperPage): the page asks for the rest once
    // it shows them, so the whole page's answer never holds up the first screen
    queries: withConference((c) => [
      paperListQuery(c, paperListHead(ALL_PAPERS_FIRST_QUERY)!),
      conferenceShortQuery(c),
      conferenceDetailQuery(c),
      topicsQuery(c),
      reviewFormQuery(c),
      discussionSummaryQuery(c),
      submissionFieldsQuery(c),
      submissionFileSlotsQuery(c),
      // the chairs' panels above the list: refused to a track chair (which shows nothing), and
      // asked once the list had rendered they ended just before its paint and pushed it down
      savedSearchesQuery(c),
      conflictsWithReviewsQuery(c),
    ]),
  },
  {
    pattern: r.reviewPapers,
    signedIn: true,
    queries: withConference((c) => [
      reviewPapersQuery(c),
      conferenceShortQuery(c),
      conferenceDetailQuery(c),
      reviewPhaseQuery(c),
    ]),
  },
];

/** What the signed-in frame (AppLayout's side menu) reads on every signed-in screen. */
const FRAME_QUERIES = (): AnyQuery[] => [mySubreviewsQuery()];

/** The queries the screen at `pathname` reads first (none for a screen not listed, or signed out where a session is needed). */
export function routeQueries(pathname: string, navigationState: unknown, signedIn: boolean): AnyQuery[] {
  for (const screen of SCREENS) {
    const match = matchPath(screen.pattern, pathname);
    if (!match) continue;
    if (screen.signedIn && !signedIn) return [];
    // the screen's own first (its list, the longest answer, leads), the frame's after
    return [
      ...screen.queries(conferenceIdFrom(match.params, navigationState)),
      ...(screen.signedIn ? FRAME_QUERIES() : []),
    ];
  }
  return [];
}

/**
 * Starts those queries (errors surface where the screen reads them, as without this). The promise
 * settles once every one of them has (answered or failed; it never rejects).
 */
export async function prefetchRouteData(
  queryClient: QueryClient,
  pathname: string,
  navigationState: unknown,
): Promise<void> {
  const queries = routeQueries(pathname, navigationState, getAccessToken() !== null);
  // One request per task: starting a fetch costs the main thread a few milliseconds (the query's
  // first run compiles query-core's code), and All Papers' nine in one go made a task of ~80 ms.
  const answers: Promise<void>[] = [];
  for (const query of queries) {
    answers.push(queryClient.prefetchQuery(query));
    await nextTask();
  }
  await Promise.all(answers);
}

/**
 * How long the first render waits for the first screen's answers (main.tsx). Rendering before
 * they are in drew the screen twice on a slow phone: once with loaders, then, for each answer that
 * arrived, again at once (TanStack Query's updates reach React through useSyncExternalStore, which
 * renders them synchronously, in one task: All Papers spent 460 ms of a throttled phone's main
 * thread so). Past the wait the screen renders with its loaders, as before; the page's shell
 * (index.html) shows meanwhile.
 */
export const FIRST_DATA_WAIT_MS = 2_000;

/** `data`, or the end of the wait, whichever comes first: true when the data came first. */
export function firstDataOrTimeout(data: Promise<void>, waitMs = FIRST_DATA_WAIT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), waitMs);
    void data.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
