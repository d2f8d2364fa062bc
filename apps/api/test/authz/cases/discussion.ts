// Rows of the matrix: the discussion, meta-reviews, authors' response and subreviewers. The
// world's paper is decided and reviewed by `reviewer`; rows that change a paper act on a fresh one
// with the same relations (the conflicted reviewer keeps an assignment, so its "review" is stored
// where a row needs every review in).
import { nowIso } from "../../../src/db/time.js";
import {
  AUTHORS,
  type CallerKey,
  type Expectations,
  type MatrixCase,
  ORGANISERS,
  TRACK_RUNNERS,
  signedIn,
} from "../callers.js";
import type { World } from "../world.js";

/** Not on the paper for them: conflicted callers answer 404 whatever their standing. */
const NOT_CONFLICTED = { conflictedChair: 404, conflictedTrackChair: 404, conflictedReviewer: 404 } as const;
/** allow 200; `known` (who knows the thread exists but may not act) 403; everyone else 404. */
function onThread(allow: readonly CallerKey[], known: readonly CallerKey[] = []): Expectations {
  const base = signedIn([...allow, ...known], 404, 200, NOT_CONFLICTED);
  for (const c of known) base[c] = 403;
  return base;
}

const PARTICIPANTS: readonly CallerKey[] = ["reviewer", ...TRACK_RUNNERS];

async function reviewAll(w: World, paperId: number) {
  await w.t.ctx.db
    .updateTable("paper_reviewers")
    .set({ reviewer_evaluation: 1, reviewer_confidence: 3, reviewer_remarks: "Fine.", reviewed_at: nowIso() })
    .where("paper_id", "=", paperId)
    .execute();
}

async function openResponses(w: World) {
  await w.t.ctx.db
    .updateTable("conferences")
    .set({ author_response_start: "2000-01-01 00:00", author_response_end: "2999-01-01 00:00", use_subviewers: 1 })
    .where("id", "=", w.confId)
    .execute();
}

async function comment(w: World, paperId: number, authorId: number) {
  const row = await w.t.ctx.db
    .insertInto("paper_comments")
    .values({
      paper_id: paperId,
      author_id: authorId,
      visibility: "pc",
      comment: "A thought.",
      comment_format: "text",
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function subreview(w: World, status: "requested" | "submitted") {
  await openResponses(w);
  const paper = await w.newPaper();
  const assignment = await w.t.ctx.db
    .selectFrom("paper_reviewers")
    .select("id")
    .where("paper_id", "=", paper.id)
    .where("user_id", "=", w.users.reviewer.id)
    .executeTakeFirstOrThrow();
  const sub = await w.newBystander();
  const row = await w.t.ctx.db
    .insertInto("paper_subreviews")
    .values({
      paper_id: paper.id,
      review_id: assignment.id,
      requested_by: w.users.reviewer.id,
      subreviewer_id: sub.id,
      status,
      ...(status === "submitted"
        ? { reviewer_evaluation: 1, reviewer_confidence: 3, reviewer_remarks: "Sub.", submitted_at: nowIso() }
        : {}),
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export const discussionCases: MatrixCase[] = [
  {
    route: "GET /api/paper/comments/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/comments/${w.paperId}` }),
    expect: onThread(PARTICIPANTS),
  },
  {
    route: "POST /api/paper/comment/:paperId",
    build: async (w) => ({ method: "POST", path: `/paper/comment/${w.paperId}`, body: { comment: "Matrix comment." } }),
    expect: onThread(PARTICIPANTS),
  },
  {
    route: "POST /api/paper/comment/:paperId",
    variant: "for the chairs only: open to every participant, reviewers included",
    build: async (w) => ({
      method: "POST",
      path: `/paper/comment/${w.paperId}`,
      body: { comment: "For the chairs.", visibility: "chairs" },
    }),
    expect: onThread(PARTICIPANTS),
  },
  {
    route: "POST /api/paper/comment-update/:commentId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/comment-update/${await comment(w, w.paperId, w.users.reviewer.id)}`,
      body: { comment: "Edited." },
    }),
    expect: onThread(["reviewer"], TRACK_RUNNERS),
  },
  {
    route: "DELETE /api/paper/comment/:commentId",
    build: async (w) => ({
      method: "DELETE",
      path: `/paper/comment/${await comment(w, w.paperId, w.users.reviewer.id)}`,
    }),
    expect: onThread(["reviewer"], TRACK_RUNNERS),
  },
  {
    route: "POST /api/paper/discussion-pin/:paperId",
    build: async (w) => ({ method: "POST", path: `/paper/discussion-pin/${w.paperId}`, body: { in_discussion: 1 } }),
    expect: onThread(TRACK_RUNNERS, ["reviewer"]),
  },
  {
    route: "POST /api/paper/discussion-mail/:paperId",
    build: async (w) => ({ method: "POST", path: `/paper/discussion-mail/${w.paperId}`, body: { discussion_mail: 1 } }),
    expect: onThread(PARTICIPANTS),
  },
  {
    route: "GET /api/paper/discussion-summary/:confId",
    build: async (w) => ({ method: "GET", path: `/paper/discussion-summary/${w.confId}` }),
    // the organisers and every track chair (a conflicted one sees the list without the paper)
    expect: signedIn([...ORGANISERS, "trackChair", "otherTrackChair"], 404),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/lead/:paperId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/lead/${(await w.newPaper()).id}`,
      body: { reviewer_id: w.users.reviewer.id },
    }),
    expect: onThread(TRACK_RUNNERS, ["reviewer"]),
  },
  {
    route: "POST /api/paper/meta-review/:paperId",
    build: async (w) => {
      const paper = await w.newPaper();
      await reviewAll(w, paper.id);
      await w.t.ctx.db
        .insertInto("paper_meta_reviews")
        .values({
          paper_id: paper.id,
          lead_user_id: w.users.reviewer.id,
          assigned_by: w.users.superchair.id,
          updated_at: nowIso(),
        })
        .execute();
      return {
        method: "POST",
        path: `/paper/meta-review/${paper.id}`,
        body: { meta_review: "Meta.", recommendation: "Accept" },
      };
    },
    expect: onThread(["reviewer"], TRACK_RUNNERS),
  },
  {
    route: "GET /api/paper/meta-review/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/meta-review/${w.paperId}` }),
    // the world's paper is decided and its reviews released: its authors read the meta-review too
    expect: onThread([...AUTHORS, ...PARTICIPANTS]),
  },
  {
    route: "GET /api/paper/response/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/response/${w.paperId}` }),
    expect: onThread([...AUTHORS, ...PARTICIPANTS]),
  },
  {
    route: "POST /api/paper/response/:paperId",
    build: async (w) => {
      await openResponses(w);
      return {
        method: "POST",
        path: `/paper/response/${(await w.newPaper()).id}`,
        body: { response: "We thank the reviewers." },
      };
    },
    expect: onThread(AUTHORS, PARTICIPANTS),
  },
  {
    route: "POST /api/paper/response-mail/:confId",
    build: async (w) => {
      await openResponses(w);
      return { method: "POST", path: `/paper/response-mail/${w.confId}`, body: { preview: 1 } };
    },
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "GET /api/conference/mail-delivery/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/mail-delivery/${w.confId}` }),
    // who may send the bulk mails sees what became of them
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/subreviewer/:paperId",
    build: async (w) => {
      await openResponses(w);
      return {
        method: "POST",
        path: `/paper/subreviewer/${(await w.newPaper()).id}`,
        body: { email: `sub.${Date.now()}.${Math.random().toString(36).slice(2)}@subreview-lab.org`, name: "Sam Sub" },
      };
    },
    expect: onThread(["reviewer"], TRACK_RUNNERS),
  },
  {
    route: "GET /api/paper/subreviews/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/subreviews/${w.paperId}` }),
    expect: onThread(PARTICIPANTS),
  },
  {
    route: "GET /api/paper/my-subreviews",
    build: async () => ({ method: "GET", path: "/paper/my-subreviews" }),
    expect: signedIn("all"),
  },
  {
    route: "GET /api/paper/subreview/:subreviewId",
    build: async (w) => ({ method: "GET", path: `/paper/subreview/${await subreview(w, "requested")}` }),
    expect: onThread(PARTICIPANTS),
  },
  {
    route: "GET /api/paper/subreview-file/:subreviewId",
    // the subreviewer's own download: no caller of the matrix is the subreviewer
    build: async (w) => ({ method: "GET", path: `/paper/subreview-file/${await subreview(w, "requested")}` }),
    expect: onThread([]),
  },
  {
    route: "POST /api/paper/subreview/:subreviewId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/subreview/${await subreview(w, "requested")}`,
      body: { reviewer_evaluation: 1, reviewer_confidence: 3, reviewer_remarks: "Mine." },
    }),
    expect: onThread([], PARTICIPANTS),
  },
  {
    route: "POST /api/paper/subreview-approve/:subreviewId",
    build: async (w) => ({ method: "POST", path: `/paper/subreview-approve/${await subreview(w, "submitted")}` }),
    expect: onThread(["reviewer"], TRACK_RUNNERS),
  },
  {
    route: "POST /api/paper/subreview-return/:subreviewId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/subreview-return/${await subreview(w, "submitted")}`,
      body: {},
    }),
    expect: onThread(["reviewer"], TRACK_RUNNERS),
  },
];
