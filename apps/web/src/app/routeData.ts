// The API answers a screen reads first, started by the entry as soon as it runs, beside the
// screen's own chunks (app/router.tsx, preloadScreens). Otherwise each call starts only once the
// screen's code has arrived and rendered: on a slow link that put every request a round trip or
// more behind the code. The queries are the very ones the screens' hooks use (the same
// `*Query` options from lib/api and the features' api modules), so the screen's hook finds the
// answer in the cache, or joins the request in flight: nothing is asked twice.
//
// Only what a screen asks for unconditionally belongs here (not, e.g., chair-only panels that
// wait for the list), and only the screens where the wait shows; a screen without an entry simply
// loads its data as before.
import type { FetchQueryOptions, QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { publicCfpQuery } from "../features/cfp/api/getPublicCfp";
import { conferenceListQuery } from "../features/conferences/api/listConferences";
import { publicCfpListQuery } from "../features/conferences/api/publicCfpList";
import { submissionFieldsQuery, submissionFileSlotsQuery } from "../features/papers/api/submissionFields";
import { reviewPapersQuery } from "../features/reviews/api/reviewPapers";
import { reviewPhaseQuery } from "../features/reviews/phase/api";
import { conferenceDetailQuery, conferenceShortQuery } from "../lib/api/conferences";
import { discussionSummaryQuery, mySubreviewsQuery } from "../lib/api/discussion";
import { ALL_PAPERS_FIRST_QUERY, paperListQuery } from "../lib/api/papers";
import { reviewFormQuery } from "../lib/api/reviewForms";
import { topicsQuery } from "../lib/api/topics";
import { getAccessToken } from "../lib/auth/session";
import { conferenceIdFrom } from "../lib/useConferenceId";
import { routePatterns as r } from "./paths";

type AnyQuery = FetchQueryOptions<any, any, any, any>;

interface ScreenData {
  pattern: string;
  signedIn: boolean;
  /** the queries, given the conference the URL (or navigation state) names, if any */
  queries(confId: number | null): AnyQuery[];
}

const withConference = (queries: (confId: number) => AnyQuery[]) => (confId: number | null) => (confId === null ? [] : queries(confId));

const SCREENS: ScreenData[] = [
  { pattern: r.publicCfpList, signedIn: false, queries: () => [publicCfpListQuery()] },
  { pattern: r.publicCfp, signedIn: false, queries: withConference((c) => [publicCfpQuery(c), topicsQuery(c)]) },
  { pattern: r.conferenceRoot, signedIn: true, queries: () => [conferenceListQuery()] },
  { pattern: r.allConference, signedIn: true, queries: () => [conferenceListQuery()] },
  { pattern: r.editConference, signedIn: true, queries: withConference((c) => [conferenceDetailQuery(c)]) },
  {
    pattern: r.allPapers,
    signedIn: true,
    queries: withConference((c) => [
      conferenceShortQuery(c),
      conferenceDetailQuery(c),
      paperListQuery(c, ALL_PAPERS_FIRST_QUERY),
      topicsQuery(c),
      reviewFormQuery(c),
      discussionSummaryQuery(c),
      submissionFieldsQuery(c),
      submissionFileSlotsQuery(c),
    ]),
  },
  {
    pattern: r.reviewPapers,
    signedIn: true,
    queries: withConference((c) => [conferenceShortQuery(c), reviewPapersQuery(c), conferenceDetailQuery(c), reviewPhaseQuery(c)]),
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
    return [...(screen.signedIn ? FRAME_QUERIES() : []), ...screen.queries(conferenceIdFrom(match.params, navigationState))];
  }
  return [];
}

/** Starts those queries (errors surface where the screen reads them, as without this). */
export function prefetchRouteData(queryClient: QueryClient, pathname: string, navigationState: unknown): void {
  for (const query of routeQueries(pathname, navigationState, getAccessToken() !== null)) void queryClient.prefetchQuery(query);
}
