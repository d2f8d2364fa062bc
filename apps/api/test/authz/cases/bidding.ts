// Rows of the matrix: topics, bidding and preference-aware auto-assign, and imports.
import { multipartBody } from "../../support/multipart.js";
import {
  type CallerKey,
  CALLERS,
  CONFIGURERS,
  type Expectations,
  type MatrixCase,
  TRACK_RUNNERS,
  signedIn,
} from "../callers.js";
import type { World } from "../world.js";

/** The accepted TPC members of the world's track (the conflicted reviewer is one, conflicted with every paper). */
const MEMBERS: readonly CallerKey[] = ["reviewer", "tpcMember"];

/** A paper the caller may bid on: the track's TPC members; the paper is unknown (404) to everyone else. */
function onBidPaper(): Expectations {
  return Object.fromEntries(
    CALLERS.map((c) => [c, c === "anonymous" || c === "deactivated" ? 401 : MEMBERS.includes(c) ? 200 : 404]),
  ) as Expectations;
}

/** A draft (or a run) on a fresh, empty track of conference A, made by the admin. */
async function draftOn(w: World, preview: boolean): Promise<{ draft_id: number; run_id: number }> {
  const trackId = await w.newTrack();
  const res = await w.t.app.inject({
    method: "POST",
    url: `/api/track/paper-reviewer-auto-assign/${trackId}`,
    headers: { authorization: `Bearer ${w.token("admin")}` },
    payload: { preview },
  });
  return JSON.parse(res.body).result;
}

export const biddingCases: MatrixCase[] = [
  {
    route: "GET /api/conference/topics/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/topics/${w.confId}` }),
    expect: { ...signedIn("all"), anonymous: 200 },
    scopedToConference: true,
  },
  {
    route: "POST /api/conference/topics/:confId",
    build: async (w) => ({ method: "POST", path: `/conference/topics/${w.confId}`, body: { topics: [] } }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "POST /api/conference/import/:confId",
    // a dry run of an empty HotCRP file: only the chairs and administrators may import
    build: async (w) => {
      const mp = multipartBody({ format: "hotcrp-json", dry_run: "1" }, [
        { name: "file", fileName: "papers.json", data: Buffer.from("[]") },
      ]);
      return { method: "POST", path: `/conference/import/${w.confId}`, body: mp.payload, headers: mp.headers };
    },
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "GET /api/conference/export/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/export/${w.confId}`, query: { format: "csv" } }),
    expect: signedIn(CONFIGURERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/conference/restore",
    // a file that is no archive: an administrator passes the guard and is told so (422), nothing is written
    build: async () => {
      const mp = multipartBody({}, [{ name: "file", fileName: "archive.zip", data: Buffer.from("not a zip") }]);
      return { method: "POST", path: "/conference/restore", body: mp.payload, headers: mp.headers };
    },
    expect: signedIn(["admin"], 403, 422),
  },
  {
    route: "GET /api/conference/my-topics/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/my-topics/${w.confId}` }),
    expect: signedIn("all"),
  },
  {
    route: "POST /api/conference/my-topics/:confId",
    build: async (w) => ({ method: "POST", path: `/conference/my-topics/${w.confId}`, body: { topic_ids: [] } }),
    expect: signedIn(MEMBERS),
  },
  {
    route: "GET /api/paper/bidding/:confId",
    build: async (w) => ({ method: "GET", path: `/paper/bidding/${w.confId}` }),
    expect: signedIn(MEMBERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/bid/:paperId",
    build: async (w) => ({ method: "POST", path: `/paper/bid/${(await w.newPaper()).id}`, body: { bid: "maybe" } }),
    expect: onBidPaper(),
  },
  {
    route: "GET /api/track/bids/:trackId",
    build: async (w) => ({ method: "GET", path: `/track/bids/${w.trackId}` }),
    expect: signedIn(TRACK_RUNNERS),
    listsProgrammeCommittee: true,
  },
  {
    route: "POST /api/track/bid-reminder/:trackId",
    build: async (w) => ({ method: "POST", path: `/track/bid-reminder/${w.trackId}`, body: { min_bids: 1 } }),
    expect: signedIn(TRACK_RUNNERS),
  },
  {
    route: "GET /api/track/reviewer-quota/:trackId",
    build: async (w) => ({ method: "GET", path: `/track/reviewer-quota/${w.trackId}` }),
    expect: signedIn(TRACK_RUNNERS),
  },
  {
    route: "POST /api/track/reviewer-quota/:trackId",
    build: async (w) => ({
      method: "POST",
      path: `/track/reviewer-quota/${w.trackId}`,
      body: { reviewer_id: w.users.tpcMember.id, max_papers: 10 },
    }),
    expect: signedIn(TRACK_RUNNERS),
  },
  {
    route: "POST /api/track/affinity/:trackId",
    build: async (w) => ({ method: "POST", path: `/track/affinity/${w.trackId}`, body: { csv: "" } }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "GET /api/track/auto-assign-progress/:trackId",
    build: async (w) => ({ method: "GET", path: `/track/auto-assign-progress/${w.trackId}` }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "GET /api/conference/auto-assign-progress/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/auto-assign-progress/${w.confId}` }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "POST /api/conference/auto-assign/:confId",
    // a preview over every track: stores a draft, assigns nobody
    build: async (w) => ({ method: "POST", path: `/conference/auto-assign/${w.confId}`, body: { preview: true } }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "POST /api/track/auto-assign-deploy/:draftId",
    build: async (w) => ({ method: "POST", path: `/track/auto-assign-deploy/${(await draftOn(w, true)).draft_id}` }),
    expect: signedIn(CONFIGURERS),
  },
  {
    route: "POST /api/track/auto-assign-undo/:runId",
    build: async (w) => ({ method: "POST", path: `/track/auto-assign-undo/${(await draftOn(w, false)).run_id}` }),
    expect: signedIn(CONFIGURERS),
  },
];
