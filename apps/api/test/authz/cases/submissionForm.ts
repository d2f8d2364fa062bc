// Rows of the matrix: the configurable submission form and camera-ready.
import {
  AUTHORS,
  CONFIGURERS,
  type MatrixCase,
  ORGANISERS,
  PAPER_VIEWERS,
  TRACK_RUNNERS,
  onPaper,
  signedIn,
} from "../callers.js";
import { MINIMAL_PDF } from "../../support/fixtures.js";
import { multipartBody } from "../../support/multipart.js";
import type { World } from "../world.js";

/** A fresh accepted paper of the world, its conference open for camera-ready uploads. */
async function acceptedPaper(w: World): Promise<number> {
  const paper = await w.newPaper();
  await w.t.ctx.db.updateTable("papers").set({ status: 35 }).where("id", "=", paper.id).execute();
  await w.t.ctx.db
    .updateTable("conferences")
    .set({ camera_ready_open: 1, camera_ready_deadline: null })
    .where("id", "=", w.confId)
    .execute();
  return paper.id;
}

function finalVersionBody() {
  const authors = JSON.stringify([{ first_name: "Ada", last_name: "Author", affiliation: "Somewhere" }]);
  return multipartBody({ final_title: "Final", final_abstract: "Final abstract.", final_authors: authors }, [
    { name: "final_file", fileName: "final.pdf", contentType: "application/pdf", data: MINIMAL_PDF },
  ]);
}

/** A fresh accepted paper with a final version (uploaded directly). */
async function paperWithFinalVersion(w: World): Promise<number> {
  const id = await acceptedPaper(w);
  await w.t.ctx.db
    .insertInto("camera_ready_versions")
    .values({
      paper_id: id,
      final_title: "Final",
      final_abstract: "A.",
      final_authors: "[]",
      file_name: "final.pdf",
      size: MINIMAL_PDF.length,
      data: MINIMAL_PDF,
      copyright_file_name: "c.pdf",
      copyright_size: MINIMAL_PDF.length,
      copyright_data: MINIMAL_PDF,
      uploaded_by: w.users.author.id,
      uploaded_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

export const submissionFormCases: MatrixCase[] = [
  {
    route: "POST /api/conference/missing-paper-mail/:confId",
    build: async (w) => ({
      method: "POST",
      path: `/conference/missing-paper-mail/${w.confId}`,
      body: { sender_email: "chairs", subject: "Your paper file", message: "Please upload it." },
    }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/presenter/:paperId",
    build: async (w) => {
      const paper = await w.newPaper();
      const author = await w.t.ctx.db
        .selectFrom("paper_authors")
        .select("id")
        .where("paper_id", "=", paper.id)
        .executeTakeFirstOrThrow();
      await w.t.ctx.db
        .updateTable("conferences")
        .set({ author_selecting_presenter: 1 })
        .where("id", "=", w.confId)
        .execute();
      return { method: "POST", path: `/paper/presenter/${paper.id}`, body: { author_id: author.id } };
    },
    expect: onPaper(AUTHORS),
  },
  {
    route: "GET /api/conference/submission-fields/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/submission-fields/${w.confId}` }),
    // an Approved conference: anyone signed in may submit, and so reads the form
    expect: signedIn("all"),
  },
  {
    route: "POST /api/conference/submission-fields/:confId",
    build: async (w) => ({ method: "POST", path: `/conference/submission-fields/${w.confId}`, body: { fields: [] } }),
    expect: signedIn(CONFIGURERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/camera-ready/:paperId",
    build: async (w) => {
      const mp = finalVersionBody();
      return {
        method: "POST",
        path: `/paper/camera-ready/${await acceptedPaper(w)}`,
        body: mp.payload,
        headers: mp.headers,
      };
    },
    expect: onPaper(AUTHORS),
  },
  {
    route: "GET /api/paper/camera-ready/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/camera-ready/${await paperWithFinalVersion(w)}` }),
    // the authors and those who run the paper (a conflicted chair still runs the conference's list)
    expect: onPaper([...AUTHORS, ...TRACK_RUNNERS, "conflictedChair"]),
  },
  {
    route: "GET /api/paper/camera-ready-file/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/camera-ready-file/${await paperWithFinalVersion(w)}` }),
    // the paper's visibility; the file names its authors, so not a reviewer who may not know them
    expect: signedIn([...AUTHORS, ...TRACK_RUNNERS, "conflictedChair", "reviewer"], 404, 200, {
      conflictedTrackChair: 404,
      conflictedReviewer: 404,
    }),
  },
  {
    route: "GET /api/paper/camera-ready-copyright/:paperId",
    build: async (w) => ({ method: "GET", path: `/paper/camera-ready-copyright/${await paperWithFinalVersion(w)}` }),
    expect: signedIn([...AUTHORS, ...TRACK_RUNNERS, "conflictedChair", "reviewer"], 404, 200, {
      conflictedTrackChair: 404,
      conflictedReviewer: 404,
    }),
  },
  {
    route: "GET /api/conference/camera-ready-status/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/camera-ready-status/${w.confId}` }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/conference/camera-ready-mail/:confId",
    build: async (w) => ({
      method: "POST",
      path: `/conference/camera-ready-mail/${w.confId}`,
      body: { preview: true },
    }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "GET /api/conference/proceedings/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/proceedings/${w.confId}` }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "GET /api/conference/submission-file-slots/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/submission-file-slots/${w.confId}` }),
    expect: signedIn("all"),
  },
  {
    route: "POST /api/conference/submission-file-slots/:confId",
    build: async (w) => ({
      method: "POST",
      path: `/conference/submission-file-slots/${w.confId}`,
      body: { slots: [] },
    }),
    expect: signedIn(CONFIGURERS),
    scopedToConference: true,
  },
  {
    route: "GET /api/paper/extra-file/:paperId/:slot",
    // whoever may see the paper may read its extra files, like the paper file
    build: async (w) => {
      const slots = [{ key: "supp", label: "Supplementary material", types: ["pdf"], max_mb: 1, required: false }];
      await w.t.ctx.db
        .updateTable("conferences")
        .set({ file_upload_fields_submission_form: JSON.stringify(slots) })
        .where("id", "=", w.confId)
        .execute();
      await w.t.ctx.db
        .insertInto("paper_extra_files")
        .values({
          paper_id: w.paperId,
          slot_key: "supp",
          file_name: "supp.pdf",
          mime_type: "application/pdf",
          size: 5,
          data: Buffer.from("%PDF-"),
          uploaded_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(["paper_id", "slot_key"]).doNothing())
        .execute();
      return { method: "GET", path: `/paper/extra-file/${w.paperId}/supp` };
    },
    expect: onPaper(PAPER_VIEWERS),
  },
];
