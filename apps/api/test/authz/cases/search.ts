// Rows of the matrix: the paper search, tags and saved searches.
import { nowIso } from "../../../src/db/time.js";
import { type MatrixCase, ORGANISERS, TRACK_RUNNERS, onPaper, signedIn } from "../callers.js";
import type { World } from "../world.js";

const CHAIRS = [...ORGANISERS, "trackChair", "otherTrackChair"] as const;

async function savedSearch(w: World): Promise<number> {
  const row = await w.t.ctx.db
    .insertInto("saved_searches")
    .values({
      conf_id: w.confId,
      name: `Matrix ${Math.random().toString(36).slice(2)}`,
      q: "#discuss",
      created_by: w.users.superchair.id,
      created_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export const searchCases: MatrixCase[] = [
  {
    route: "GET /api/paper/search/:confId",
    build: async (w) => ({ method: "GET", path: `/paper/search/${w.confId}`, query: { q: "testing OR #discuss" } }),
    // the chairs search their list; a PC member searches their own assignments
    expect: signedIn([...CHAIRS, "reviewer", "tpcMember"]),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/bulk/:confId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/bulk/${w.confId}`,
      body: { paper_ids: [w.paperId], action: "tag", tags: ["bulk"] },
    }),
    // the committee and chairs may ask; each paper is then judged alone (a refusal is a row of the answer)
    expect: signedIn([...CHAIRS, "reviewer", "tpcMember"]),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/bulk-zip/:confId",
    build: async (w) => ({ method: "POST", path: `/paper/bulk-zip/${w.confId}`, body: { paper_ids: [w.paperId] } }),
    // as POST /paper/bulk; each file then comes only to whoever may download it (GET /paper/file)
    expect: signedIn([...CHAIRS, "reviewer", "tpcMember"]),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/bulk-csv/:confId",
    build: async (w) => ({ method: "POST", path: `/paper/bulk-csv/${w.confId}`, body: { paper_ids: [w.paperId] } }),
    // the report's CSV over a selection: those who read the report
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/tags/:paperId",
    build: async (w) => ({ method: "POST", path: `/paper/tags/${w.paperId}`, body: { add: ["matrix"] } }),
    // the paper's PC and chairs; its authors and a conflicted chair know the paper but may not tag it
    expect: onPaper(["reviewer", ...TRACK_RUNNERS]),
  },
  {
    route: "GET /api/conference/tags/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/tags/${w.confId}` }),
    expect: signedIn([...CHAIRS, "reviewer", "tpcMember"]),
    scopedToConference: true,
  },
  {
    route: "GET /api/conference/saved-searches/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/saved-searches/${w.confId}` }),
    expect: signedIn(CHAIRS),
    scopedToConference: true,
  },
  {
    route: "POST /api/conference/saved-searches/:confId",
    build: async (w) => ({
      method: "POST",
      path: `/conference/saved-searches/${w.confId}`,
      body: { name: "Matrix", q: "#discuss" },
    }),
    expect: signedIn(CHAIRS),
  },
  {
    route: "DELETE /api/conference/saved-searches/:confId",
    build: async (w) => ({
      method: "DELETE",
      path: `/conference/saved-searches/${w.confId}`,
      query: { id: await savedSearch(w) },
    }),
    expect: signedIn(CHAIRS),
  },
];
