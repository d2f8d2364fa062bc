// Rows of the matrix: papers, their authors, status actions, reviewers, reviews, decisions,
// notifications and reports. Rows that change a paper act on a fresh one with the same relations.
import { uniqueEmail } from "../../support/factories.js";
import { insertReviewerAssignment, MINIMAL_PDF } from "../../support/fixtures.js";
import { multipartBody } from "../../support/multipart.js";
import { AUTHORS, type MatrixCase, ORGANISERS, PAPER_VIEWERS, TRACK_RUNNERS, onPaper, signedIn } from "../callers.js";
import type { World } from "../world.js";

/** A fresh paper that lists the stranger as a co-author they have not confirmed. */
async function listingTheStranger(w: World): Promise<number> {
  const paper = await w.newPaper();
  const stranger = w.users.stranger;
  await w.t.ctx.db
    .insertInto("paper_authors")
    .values({
      paper_id: paper.id,
      user_id: stranger.id,
      first_name: stranger.first_name,
      last_name: stranger.last_name,
      email: stranger.email,
      email_normalized: stranger.email.toLowerCase(),
      country: "Portugal",
      affiliation: "Uni",
      author_order: 4,
      confirmed: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
  return paper.id;
}

export const paperCases: MatrixCase[] = [
  {
    route: "POST /api/paper",
    build: async (w) => {
      const mp = multipartBody(
        {
          conf_id: w.confId,
          track_id: w.trackId,
          paper_title: "A fresh submission",
          keywords: "k",
          abstract: "We did things.",
        },
        [{ name: "paper_file", fileName: "paper.pdf", contentType: "application/pdf", data: MINIMAL_PDF }],
      );
      return { method: "POST", path: "/paper", body: mp.payload, headers: mp.headers };
    },
    expect: signedIn("all"),
  },
  {
    route: "POST /api/paper/update",
    build: async (w) => {
      const paper = await w.newPaper();
      const mp = multipartBody({
        paper_id: paper.id,
        track_id: w.trackId,
        paper_title: "An edited title",
        keywords: "k",
        abstract: "We did more things.",
      });
      return { method: "POST", path: "/paper/update", body: mp.payload, headers: mp.headers };
    },
    expect: onPaper(AUTHORS),
  },
  {
    route: "GET /api/paper/all/:id/:type",
    variant: "a conference's papers",
    build: async (w) => ({ method: "GET", path: `/paper/all/${w.confId}/0` }),
    // a track chair lists the papers of the tracks they chair
    expect: signedIn([...ORGANISERS, "trackChair", "otherTrackChair"]),
    scopedToConference: true,
  },
  {
    route: "GET /api/paper/all/:id/:type",
    variant: "a track's papers",
    build: async (w) => ({ method: "GET", path: `/paper/all/${w.trackId}/1` }),
    expect: signedIn(TRACK_RUNNERS),
    scopedToConference: true,
  },
  {
    route: "GET /api/paper/all/:id/:type",
    variant: "my papers (created_by=true)",
    build: async (w) => ({ method: "GET", path: `/paper/all/${w.confId}/0`, query: { created_by: true } }),
    expect: signedIn("all"),
    scopedToConference: true,
  },
  {
    route: "GET /api/paper/file/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/file/${w.paperId}` }),
    expect: onPaper(PAPER_VIEWERS),
  },
  {
    route: "GET /api/paper/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/${w.paperId}` }),
    expect: onPaper(PAPER_VIEWERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/author-assign/:paperId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/author-assign/${(await w.newPaper()).id}`,
      body: {
        first_name: "Nora",
        last_name: "Newauthor",
        email: uniqueEmail("coauthor"),
        country: "Portugal",
        affiliation: "Uni",
      },
    }),
    expect: onPaper(AUTHORS),
  },
  {
    route: "POST /api/paper/author-assign/:paperId",
    variant: "an author_id the caller may not see",
    // only user-picker holders pick by id: to the authors the id is unknown (422), naming nobody
    build: async (w) => ({
      method: "POST",
      path: `/paper/author-assign/${(await w.newPaper()).id}`,
      body: { author_id: (await w.newBystander()).id },
    }),
    expect: { ...onPaper(AUTHORS), author: 422, coauthor: 422 },
  },
  // the listed person answers a co-author request: nobody else has one to answer (404)
  {
    route: "GET /api/paper/co-author-invitations",
    build: async () => ({ method: "GET", path: "/paper/co-author-invitations" }),
    expect: signedIn("all"),
  },
  {
    route: "POST /api/paper/co-author-confirm/:paperId",
    build: async (w) => ({ method: "POST", path: `/paper/co-author-confirm/${await listingTheStranger(w)}`, body: {} }),
    expect: signedIn(["stranger"], 404),
  },
  {
    route: "POST /api/paper/co-author-decline/:paperId",
    build: async (w) => ({ method: "POST", path: `/paper/co-author-decline/${await listingTheStranger(w)}`, body: {} }),
    expect: signedIn(["stranger"], 404),
  },
  {
    route: "DELETE /api/paper/author/:authorId",
    build: async (w) => ({ method: "DELETE", path: `/paper/author/${(await w.newPaper()).extraAuthorId}` }),
    expect: onPaper(AUTHORS),
  },
  {
    route: "POST /api/paper/status-action/:paperId",
    variant: "withdraw (25)",
    build: async (w) => ({
      method: "POST",
      path: `/paper/status-action/${(await w.newPaper()).id}`,
      body: { status: 25, reason: "We found a bug." },
    }),
    expect: onPaper(AUTHORS),
  },
  {
    route: "POST /api/paper/status-action/:paperId",
    variant: "block (30)",
    build: async (w) => ({
      method: "POST",
      path: `/paper/status-action/${(await w.newPaper()).id}`,
      body: { status: 30, reason: "Out of scope." },
    }),
    expect: onPaper(ORGANISERS),
  },
  {
    route: "POST /api/paper/author-mail/:paperId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/author-mail/${w.paperId}`,
      body: { sender_email: "chairs", subject: "About your paper", message: "Hello." },
    }),
    expect: onPaper(ORGANISERS),
  },
  {
    route: "POST /api/paper/reviewer-assign/:paperId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/reviewer-assign/${(await w.newPaper()).id}`,
      body: { reviewer_id: w.spareReviewerId },
    }),
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "DELETE /api/paper/reviewer/:id",
    build: async (w) => {
      const paper = await w.newPaper();
      return {
        method: "DELETE",
        path: `/paper/reviewer/${await insertReviewerAssignment(w.t.ctx, paper.id, w.spareReviewerId)}`,
      };
    },
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "GET /api/paper/review-papers/:confId",
    build: async (w) => ({ method: "GET", path: `/paper/review-papers/${w.confId}` }),
    expect: signedIn("all"),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/add-review/:paperId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/add-review/${(await w.newPaper()).id}`,
      body: {
        reviewer_evaluation: 1,
        reviewer_confidence: 3,
        reviewer_remarks: "Fine.",
        reviewer_confidential_remarks: "",
      },
    }),
    expect: onPaper(["reviewer"]),
  },
  {
    route: "POST /api/paper/final-review/:paperId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/final-review/${(await w.newPaper()).id}`,
      body: { decision: "Accept", final_decision_remark: "Good." },
    }),
    expect: onPaper(TRACK_RUNNERS),
  },
  // the paper's audit trail: its deciders only (it names the reviewers)
  {
    route: "GET /api/paper/history/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/history/${w.paperId}` }),
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "GET /api/paper/accepted-paper-email-tamplate/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/accepted-paper-email-tamplate/${w.paperId}` }),
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "GET /api/paper/rejected-paper-email-tamplate/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/rejected-paper-email-tamplate/${w.paperId}` }),
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "POST /api/paper/accepted-paper-email-tamplate/:paperId",
    build: async (w) => ({
      method: "POST",
      path: `/paper/accepted-paper-email-tamplate/${w.paperId}`,
      body: { heading: "Accepted", message: "Congratulations." },
    }),
    expect: onPaper(TRACK_RUNNERS),
  },
  {
    route: "POST /api/paper/notification-jobs/:confId",
    // 1010 (missing paper) selects no paper here, so the job stays small
    build: async (w) => ({ method: "POST", path: `/paper/notification-jobs/${w.confId}`, body: { status: 1010 } }),
    expect: signedIn(ORGANISERS),
    // one job per conference and filter at a time: the next caller's cell needs this one done
    after: async (w) => {
      await w.t.ctx.db
        .updateTable("notification_jobs")
        .set({ state: "done" })
        .where("conf_id", "=", w.confId)
        .where("status_filter", "=", 1010)
        .where("state", "in", ["queued", "running"])
        .execute();
    },
  },
  {
    route: "GET /api/paper/notification-jobs/:jobId",
    build: async (w) => ({ method: "GET", path: `/paper/notification-jobs/${w.jobId}` }),
    // someone who may not see the conference's reports is not told the job exists
    expect: signedIn(ORGANISERS, 404),
  },
  {
    route: "GET /api/paper/report-counts/:confId",
    build: async (w) => ({ method: "GET", path: `/paper/report-counts/${w.confId}` }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "GET /api/paper/report-charts/:confId",
    build: async (w) => ({ method: "GET", path: `/paper/report-charts/${w.confId}` }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "GET /api/paper/report-csv/:confId",
    build: async (w) => ({ method: "GET", path: `/paper/report-csv/${w.confId}` }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
];
