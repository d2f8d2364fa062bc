// Rows of the matrix: conflicts of interest. Rows that change a paper act on a fresh one
// with the same relations (and the same conflicted callers).
import { nowIso } from "../../../src/db/time.js";
import { AUTHORS, type MatrixCase, ORGANISERS, TRACK_RUNNERS, onPaper, signedIn } from "../callers.js";

export const conflictCases: MatrixCase[] = [
  {
    route: "GET /api/conference/pc-members/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/pc-members/${w.confId}` }),
    // an Approved conference: anyone signed in may submit, and so declare conflicts
    expect: signedIn("all"),
    listsProgrammeCommittee: true,
  },
  {
    route: "GET /api/paper/conflicts/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/conflicts/${w.paperId}` }),
    expect: onPaper([...AUTHORS, ...TRACK_RUNNERS]),
  },
  {
    route: "POST /api/paper/conflict/:paperId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/conflict/${(await w.newPaper()).id}`,
      body: { user_id: w.spareReviewerId, conflict_type: "Personal" },
    }),
    expect: onPaper([...AUTHORS, ...TRACK_RUNNERS]),
  },
  {
    route: "POST /api/paper/conflict/:paperId",
    variant: "naming someone off the programme committee",
    // authors name only the PC they are shown (422 like an unknown id); the chairs may name anyone
    build: async (w) => {
      const paper = await w.newPaper();
      return {
        method: "POST",
        path: `/paper/conflict/${paper.id}`,
        body: { user_id: (await w.newBystander()).id, conflict_type: "Personal" },
      };
    },
    expect: { ...onPaper([...AUTHORS, ...TRACK_RUNNERS]), author: 422, coauthor: 422 },
  },
  {
    route: "DELETE /api/paper/conflict/:paperId/:userId",
    build: async (w) => {
      const paper = await w.newPaper();
      await w.t.ctx.db
        .insertInto("paper_conflicts")
        .values({
          paper_id: paper.id,
          user_id: w.spareReviewerId,
          conflict_type: "Collaborator",
          source: "author",
          reason: "",
          created_by: w.users.author.id,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .execute();
      return { method: "DELETE", path: `/paper/conflict/${paper.id}/${w.spareReviewerId}` };
    },
    expect: onPaper([...AUTHORS, ...TRACK_RUNNERS]),
  },
  {
    route: "POST /api/paper/conflict-waive/:paperId",
    // the author is detected as conflicted with their own paper: a chair may waive it
    build: async (w) => ({
      method: "POST",
      path: `/paper/conflict-waive/${(await w.newPaper()).id}`,
      body: { user_id: w.users.author.id, reason: "Checked by the chairs." },
    }),
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "GET /api/paper/conflict-explain/:paperId/:userId",
    build: async (w) => ({
      method: "GET",
      path: `/paper/conflict-explain/${w.paperId}/${w.users.conflictedReviewer.id}`,
    }),
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "GET /api/paper/conflicts-with-reviews/:confId",
    build: async (w) => ({ method: "GET", path: `/paper/conflicts-with-reviews/${w.confId}` }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
];
