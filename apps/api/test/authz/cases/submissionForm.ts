// Rows of the matrix: the configurable submission form and camera-ready (issue 19).
import { AUTHORS, CONFIGURERS, type MatrixCase, ORGANISERS, PAPER_VIEWERS, onPaper, signedIn } from "../callers.js";

export const submissionFormCases: MatrixCase[] = [
  {
    route: "POST /api/conference/missing-paper-mail/:confId",
    build: async (w) => ({ method: "POST", path: `/conference/missing-paper-mail/${w.confId}`, body: { sender_email: "chairs", subject: "Your paper file", message: "Please upload it." } }),
    expect: signedIn(ORGANISERS),
    scopedToConference: true,
  },
  {
    route: "POST /api/paper/presenter/:paperId",
    build: async (w) => {
      const paper = await w.newPaper();
      const author = await w.t.ctx.db.selectFrom("paper_authors").select("id").where("paper_id", "=", paper.id).executeTakeFirstOrThrow();
      await w.t.ctx.db.updateTable("conferences").set({ author_selecting_presenter: 1 }).where("id", "=", w.confId).execute();
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
    route: "GET /api/conference/submission-file-slots/:confId",
    build: async (w) => ({ method: "GET", path: `/conference/submission-file-slots/${w.confId}` }),
    expect: signedIn("all"),
  },
  {
    route: "POST /api/conference/submission-file-slots/:confId",
    build: async (w) => ({ method: "POST", path: `/conference/submission-file-slots/${w.confId}`, body: { slots: [] } }),
    expect: signedIn(CONFIGURERS),
    scopedToConference: true,
  },
  {
    route: "GET /api/paper/extra-file/:paperId/:slot",
    // whoever may see the paper may read its extra files, like the paper file
    build: async (w) => {
      const slots = [{ key: "supp", label: "Supplementary material", types: ["pdf"], max_mb: 1, required: false }];
      await w.t.ctx.db.updateTable("conferences").set({ file_upload_fields_submission_form: JSON.stringify(slots) }).where("id", "=", w.confId).execute();
      await w.t.ctx.db
        .insertInto("paper_extra_files")
        .values({ paper_id: w.paperId, slot_key: "supp", file_name: "supp.pdf", mime_type: "application/pdf", size: 5, data: Buffer.from("%PDF-"), uploaded_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(["paper_id", "slot_key"]).doNothing())
        .execute();
      return { method: "GET", path: `/paper/extra-file/${w.paperId}/supp` };
    },
    expect: onPaper(PAPER_VIEWERS),
  },
];
