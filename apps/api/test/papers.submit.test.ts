import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALID_FILE_TYPE_MESSAGE } from "@symposia/domain";
import { createTestApp, type TestApp } from "./support/testApp.js";
import { createUser } from "./support/factories.js";
import { MINIMAL_PDF, insertConference, insertTrack } from "./support/fixtures.js";
import {
  DOCX_FILE,
  DOC_FILE,
  HOUR,
  PNG_FILE,
  ZIP_WITHOUT_WORD,
  auditActions,
  buildWorld,
  paperFields,
  setConference,
  statusHistory,
  submitPaper,
  utcLocal,
  type PaperWorld,
} from "./papers.world.js";

let t: TestApp;
let w: PaperWorld;

beforeAll(async () => {
  // A 1 MB limit keeps the oversized-file test small.
  t = await createTestApp({ env: { UPLOAD_LIMIT_MB: "1" } });
  w = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
});

describe("POST /paper/", () => {
  it("stores the paper, its file, the submitter as first author, the history and a receipt", async () => {
    const res = await submitPaper(t, w.author.token, paperFields(w));
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { id, paper_sequence } = res.body.result;
    expect(paper_sequence).toBe(1);

    const paper = await t.ctx.db.selectFrom("papers").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(paper).toMatchObject({
      conf_id: w.confId,
      track_id: w.trackA,
      status: 0,
      created_by: w.author.id,
      paper_title: "On the Analytical Engine",
    });
    const authors = await t.ctx.db.selectFrom("paper_authors").selectAll().where("paper_id", "=", id).execute();
    expect(authors).toHaveLength(1);
    expect(authors[0]).toMatchObject({
      user_id: w.author.id,
      email: w.author.email,
      first_name: "Ada",
      author_order: 1,
    });
    const file = await t.ctx.db
      .selectFrom("paper_files")
      .selectAll()
      .where("paper_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(file.mime_type).toBe("application/pdf");
    expect(Buffer.from(file.data).equals(MINIMAL_PDF)).toBe(true);
    expect((await statusHistory(t, id)).map((h) => [h.from_status, h.to_status, h.changed_by])).toEqual([
      [null, 0, w.author.id],
    ]);
    expect((await auditActions(t, id)).map((a) => a.action)).toContain("paper.submit");
    const receipt = await t.ctx.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", w.author.email)
      .where("context_id", "=", id)
      .execute();
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.subject).toContain("paper 1 received");
  });

  it("numbers papers per conference", async () => {
    const conf = await insertConference(t.ctx, w.chair.id);
    const track = await insertTrack(t.ctx, conf.id);
    const first = await submitPaper(t, w.author.token, paperFields(w, { conf_id: conf.id, track_id: track }));
    const second = await submitPaper(t, w.coauthor.token, paperFields(w, { conf_id: conf.id, track_id: track }));
    expect([first.body.result.paper_sequence, second.body.result.paper_sequence]).toEqual([1, 2]);
  });

  it("answers 401 without a token", async () => {
    const res = await submitPaper(t, "", paperFields(w));
    expect(res.status).toBe(401);
  });

  it("requires track, title, abstract and the file", async () => {
    const res = await submitPaper(t, w.author.token, { conf_id: w.confId, keywords: "x" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.result).sort()).toEqual(["paper_title", "track_id"]);
    // whether the abstract is required is the conference's (disable_abstract_submission_form)
    const noAbstract = await submitPaper(t, w.author.token, paperFields(w, { abstract: "  " }));
    expect(noAbstract.status).toBe(422);
    expect(noAbstract.body.result.abstract[0]).toBe("Abstract is required.");
    const noFile = await submitPaper(t, w.author.token, paperFields(w), null);
    expect(noFile.status).toBe(422);
    expect(noFile.body.result.paper_file[0]).toBe("The paper file is required.");
  });

  it("accepts pdf, doc and docx by content, with the extension in any case", async () => {
    for (const file of [
      { fileName: "Paper.PDF", data: MINIMAL_PDF },
      { fileName: "paper.doc", data: DOC_FILE },
      { fileName: "paper.DocX", data: DOCX_FILE },
    ]) {
      const res = await submitPaper(t, w.author.token, paperFields(w), file);
      expect(res.status, file.fileName).toBe(200);
    }
  });

  it("refuses files whose content and extension disagree with 415", async () => {
    const before = await t.ctx.db
      .selectFrom("conferences")
      .select("paper_sequence_counter")
      .where("id", "=", w.confId)
      .executeTakeFirstOrThrow();
    for (const file of [
      { fileName: "paper.docx", data: MINIMAL_PDF }, // a PDF pretending to be docx
      { fileName: "paper.pdf", data: PNG_FILE }, // an image named .pdf
      { fileName: "paper.pdf", data: Buffer.from("MZ\x90\x00 this is an executable") },
      { fileName: "paper.docx", data: ZIP_WITHOUT_WORD }, // a ZIP that is no Word document
      { fileName: "paper.txt", data: Buffer.from("%PDF-1.4 but named .txt") },
      { fileName: "paper", data: MINIMAL_PDF },
    ]) {
      const res = await submitPaper(t, w.author.token, paperFields(w), file);
      expect(res.status, file.fileName).toBe(415);
      expect(res.body.message).toBe(INVALID_FILE_TYPE_MESSAGE);
    }
    const after = await t.ctx.db
      .selectFrom("conferences")
      .select("paper_sequence_counter")
      .where("id", "=", w.confId)
      .executeTakeFirstOrThrow();
    expect(after.paper_sequence_counter).toBe(before.paper_sequence_counter);
  });

  it("refuses a file over UPLOAD_LIMIT_MB with 413 and accepts one just under it", async () => {
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await submitPaper(t, w.author.token, paperFields(w), { fileName: "big.pdf", data: big });
    expect(res.status).toBe(413);
    expect(res.body.success).toBe(false);
    const fits = Buffer.concat([MINIMAL_PDF, Buffer.alloc(1024 * 1024 - MINIMAL_PDF.length - 10, 0x20)]);
    const ok = await submitPaper(t, w.author.token, paperFields(w), { fileName: "fits.pdf", data: fits });
    expect(ok.status).toBe(200);
  });

  it("accepts a submission one minute before the deadline and refuses one a minute after", async () => {
    const conf = await insertConference(t.ctx, w.chair.id, { last_submission_date: utcLocal(2 * 60_000) });
    const track = await insertTrack(t.ctx, conf.id);
    expect((await submitPaper(t, w.author.token, paperFields(w, { conf_id: conf.id, track_id: track }))).status).toBe(
      200,
    );
    await setConference(t, conf.id, { last_submission_date: utcLocal(-60_000) });
    const late = await submitPaper(t, w.author.token, paperFields(w, { conf_id: conf.id, track_id: track }));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("The submission deadline has passed.");
  });

  it("reads the deadline in the conference's timezone_for_deadline", async () => {
    // The same wall-clock time, an hour ahead of UTC's: still open in UTC-10, long past in UTC+14.
    const local = utcLocal(HOUR);
    const conf = await insertConference(t.ctx, w.chair.id, {
      last_submission_date: local,
      timezone_for_deadline: "Pacific/Kiritimati",
    });
    const track = await insertTrack(t.ctx, conf.id);
    expect((await submitPaper(t, w.author.token, paperFields(w, { conf_id: conf.id, track_id: track }))).status).toBe(
      409,
    );
    await setConference(t, conf.id, { timezone_for_deadline: "Pacific/Honolulu" });
    expect((await submitPaper(t, w.author.token, paperFields(w, { conf_id: conf.id, track_id: track }))).status).toBe(
      200,
    );
    // no deadline at all: submission has not been opened
    await setConference(t, conf.id, { last_submission_date: null });
    expect((await submitPaper(t, w.author.token, paperFields(w, { conf_id: conf.id, track_id: track }))).status).toBe(
      409,
    );
  });

  it("refuses when new_submission_allowed is 0 (manual opening), on a conference that is not Approved, and on an unknown one", async () => {
    const conf = await insertConference(t.ctx, w.chair.id, {
      new_submission_allowed: 0,
      automatic_submission_page_opening_or_closure: 0,
    });
    const track = await insertTrack(t.ctx, conf.id);
    const closed = await submitPaper(t, w.author.token, paperFields(w, { conf_id: conf.id, track_id: track }));
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("This conference does not accept new submissions.");
    for (const status of [0, 2, 3]) {
      await setConference(t, conf.id, { new_submission_allowed: 1, conference_status: status });
      expect((await submitPaper(t, w.author.token, paperFields(w, { conf_id: conf.id, track_id: track }))).status).toBe(
        409,
      );
    }
    expect((await submitPaper(t, w.author.token, paperFields(w, { conf_id: 999999, track_id: track }))).status).toBe(
      404,
    );
  });

  it("refuses a track of another conference (forged ids)", async () => {
    const res = await submitPaper(t, w.author.token, paperFields(w, { track_id: w.otherTrack }));
    expect(res.status).toBe(422);
    expect(res.body.result.track_id[0]).toBe("Choose a track of this conference.");
  });

  it("holds the abstract to text_abstracts_max_length when it is set", async () => {
    const conf = await insertConference(t.ctx, w.chair.id, { text_abstracts_max_length: 20 });
    const track = await insertTrack(t.ctx, conf.id);
    const long = await submitPaper(
      t,
      w.author.token,
      paperFields(w, { conf_id: conf.id, track_id: track, abstract: "x".repeat(21) }),
    );
    expect(long.status).toBe(422);
    expect(long.body.result.abstract[0]).toBe("Abstract must be at most 20 characters.");
    const exact = await submitPaper(
      t,
      w.author.token,
      paperFields(w, { conf_id: conf.id, track_id: track, abstract: "x".repeat(20) }),
    );
    expect(exact.status).toBe(200);
  });

  it("keeps sequences unique and gap-free under 50 concurrent submissions, refused ones included", async () => {
    const conf = await insertConference(t.ctx, w.chair.id);
    const track = await insertTrack(t.ctx, conf.id);
    const authors = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app, t.ctx)));
    const attempts = Array.from({ length: 60 }, (_, i) => {
      const author = authors[i % authors.length]!;
      // every sixth is refused inside the transaction (a forged track)
      const trackId = i % 6 === 5 ? w.otherTrack : track;
      return submitPaper(
        t,
        author.token,
        paperFields(w, { conf_id: conf.id, track_id: trackId, paper_title: `Concurrent ${i}` }),
      );
    });
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.status === 200)).toHaveLength(50);
    expect(results.filter((r) => r.status === 422)).toHaveLength(10);
    const sequences = results
      .filter((r) => r.status === 200)
      .map((r) => r.body.result.paper_sequence as number)
      .sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const stored = await t.ctx.db
      .selectFrom("papers")
      .select("paper_sequence")
      .where("conf_id", "=", conf.id)
      .orderBy("paper_sequence")
      .execute();
    expect(stored.map((r) => r.paper_sequence)).toEqual(sequences);
  });
});
