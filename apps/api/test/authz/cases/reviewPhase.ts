// Rows of the matrix for the review phase: deadlines, extensions, declines, reminders
// and review attachments.
import { MINIMAL_PDF } from "../../support/fixtures.js";
import { multipartBody } from "../../support/multipart.js";
import { nowIso } from "../../../src/db/time.js";
import { type MatrixCase, ORGANISERS, TRACK_RUNNERS, onPaper, signedIn } from "../callers.js";
import type { World } from "../world.js";

/** An attachment of the world's reviewer on `paperId`, stored directly. */
async function storedAttachment(w: World, paperId: number): Promise<number> {
  const row = await w.t.ctx.db
    .insertInto("review_attachments")
    .values({
      paper_id: paperId,
      user_id: w.users.reviewer.id,
      file_name: "notes.pdf",
      mime_type: "application/pdf",
      size: MINIMAL_PDF.length,
      data: MINIMAL_PDF,
      uploaded_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(["paper_id", "user_id"]).doUpdateSet({ uploaded_at: nowIso() }))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export const reviewPhaseCases: MatrixCase[] = [
  {
    route: "GET /api/conference/review-phase/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/review-phase/${w.confId}` }),
    expect: signedIn("all"),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/review-extension/:paperId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/review-extension/${(await w.newPaper()).id}`,
      body: { reviewer_id: w.users.reviewer.id, deadline: "2040-01-01 12:00" },
    }),
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "GET /api/paper/review-extensions/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/review-extensions/${(await w.newPaper()).id}` }),
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "DELETE /api/paper/review-extension/:paperId/:reviewerId",
    build: async (w) => {
      const paper = await w.newPaper();
      await w.t.ctx.db
        .insertInto("review_extensions")
        .values({
          paper_id: paper.id,
          user_id: w.users.reviewer.id,
          deadline: "2040-01-01 12:00",
          granted_by: w.users.superchair.id,
          created_at: nowIso(),
        })
        .execute();
      return { method: "DELETE", path: `/paper/review-extension/${paper.id}/${w.users.reviewer.id}` };
    },
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "POST /api/paper/decline-review/:paperId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/decline-review/${(await w.newPaper()).id}`,
      body: { reason: "No time this month." },
    }),
    expect: onPaper(["reviewer"]),
  },
  {
    route: "POST /api/conference/review-reminder/:confId",
    build: async (w) => ({ method: "POST", path: `/conference/review-reminder/${w.confId}`, body: { preview: true } }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/review-attachment/:paperId",
    build: async (w) => {
      const mp = multipartBody({}, [
        { name: "attachment", fileName: "notes.pdf", contentType: "application/pdf", data: MINIMAL_PDF },
      ]);
      return {
        method: "POST",
        path: `/paper/review-attachment/${(await w.newPaper()).id}`,
        body: mp.payload,
        headers: mp.headers,
      };
    },
    expect: onPaper(["reviewer"]),
  },
  {
    route: "DELETE /api/paper/review-attachment/:paperId",
    build: async (w) => {
      const paper = await w.newPaper();
      await storedAttachment(w, paper.id);
      return { method: "DELETE", path: `/paper/review-attachment/${paper.id}` };
    },
    expect: onPaper(["reviewer"]),
  },
  {
    route: "GET /api/paper/review-attachment/:id",
    // the world's paper is reviewed and decided: whoever reads the review reads its attachment
    build: async (w) => ({ method: "GET", path: `/paper/review-attachment/${await storedAttachment(w, w.paperId)}` }),
    // conflicted callers see no review of the paper, so not its attachment either
    expect: signedIn([...TRACK_RUNNERS, "reviewer", "author", "coauthor"], 404, 200, {
      conflictedChair: 404,
      conflictedTrackChair: 404,
      conflictedReviewer: 404,
    }),
  },
];
