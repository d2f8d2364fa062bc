// The first screen's API calls that public/shell.js starts beside the entry, before the app's code
// has arrived: app/routeData.ts starts the same calls as soon as the entry runs, but on a slow link
// the entry (~130 KB) takes a second or more to arrive, and each screen's answers then came a
// round trip and the server's work after it. The client (lib/api/earlyAnswers.ts) takes an answer
// the shell asked for instead of asking again, when its URL and token are the ones it would send.
//
// Written out here for the shell, which has none of the app's code (build/deferEntry.ts hands the
// list over in index.html); app/earlyRequests.test.ts checks each screen's list against the calls
// app/routeData.ts makes, so the two cannot drift apart. A `:name` is the route's parameter of
// that name; a route whose parameter is missing from the address starts nothing.
import { routePatterns as r } from "./paths";

/** An early call: its URL, and whether it carries the stored session's token (the client's `auth`). */
export type EarlyRequest = [url: string, auth: boolean];
/** The calls of one route: [pattern, signed-in area?, calls]. */
export type EarlyRoute = [pattern: string, signedIn: boolean, requests: EarlyRequest[]];

/** What the signed-in frame's side menu reads on every signed-in screen. */
const FRAME: EarlyRequest[] = [["/api/paper/my-subreviews", true]];

export const EARLY_REQUESTS: EarlyRoute[] = [
  [r.publicCfpList, false, [["/api/site/cfp-list", false]]],
  [
    r.publicCfp,
    false,
    [
      ["/api/site/cfp/{id}?include_file=0", false],
      ["/api/conference/topics/{id}", true],
    ],
  ],
  [r.conferenceRoot, true, [["/api/conference", true], ...FRAME]],
  [r.allConference, true, [["/api/conference", true], ...FRAME]],
  [r.editConference, true, [["/api/conference/{confId}", true], ...FRAME]],
  [
    r.allPapers,
    true,
    [
      ["/api/paper/all/{confId}/0?order_by=paper_sequence&order_type=asc&per_page=50&page=1", true],
      ["/api/site/conf/short/{confId}", true],
      ["/api/conference/{confId}", true],
      ["/api/conference/topics/{confId}", true],
      ["/api/conference/review-form/{confId}", true],
      ["/api/paper/discussion-summary/{confId}", true],
      ["/api/conference/submission-fields/{confId}", true],
      ["/api/conference/submission-file-slots/{confId}", true],
      ["/api/conference/saved-searches/{confId}", true],
      ["/api/paper/conflicts-with-reviews/{confId}", true],
      ...FRAME,
    ],
  ],
  [
    r.reviewPapers,
    true,
    [
      ["/api/paper/review-papers/{confId}?per_page=5000&page=1", true],
      ["/api/site/conf/short/{confId}", true],
      ["/api/conference/{confId}", true],
      ["/api/conference/review-phase/{confId}", true],
      ...FRAME,
    ],
  ],
];
